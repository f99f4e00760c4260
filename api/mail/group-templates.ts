import { m } from '#messages';
import type { Locale } from '../../src/i18n/locales.ts';
import type { MailMessage } from './mailer.ts';
import { layout, text } from './templates.ts';

/** The e-mails of groups (churches and classes), in the catalogues' words (area `groups`), in `locale`. */

/** The take-home note to a member's parent who asked for it, with its signed unsubscribe link. */
export function groupNoteMail(p: {
  siteName: string;
  to: string;
  locale: Locale;
  groupName: string;
  body: string;
  assignment: { title: string; href: string } | null;
  familyLink: string;
  unsubscribeLink: string;
}): MailMessage {
  const { groupName, locale } = p;
  const lines = [
    m.groups_mail_note_intro({ groupName }, { locale }),
    p.body,
    ...(p.assignment
      ? [m.groups_mail_note_assignment({ title: p.assignment.title, link: p.assignment.href }, { locale })]
      : []),
    m.groups_mail_note_no_reply({}, { locale }),
    m.groups_mail_note_unsubscribe({ link: p.unsubscribeLink }, { locale }),
  ];
  return {
    to: p.to,
    subject: m.groups_mail_note_subject({ groupName, siteName: p.siteName }, { locale }),
    text: text(lines),
    html: layout(p, m.groups_mail_note_heading({ groupName }, { locale }), lines, {
      label: m.groups_mail_note_button({}, { locale }),
      href: p.familyLink,
    }),
    link: p.unsubscribeLink,
  };
}

/** A co-leader's invitation: the link works for the invited address, signed in, for a week. */
export function coLeaderInviteMail(p: {
  siteName: string;
  to: string;
  locale: Locale;
  groupName: string;
  /** The leader's display name; null: none given (their address is never shown). */
  inviter: string | null;
  link: string;
}): MailMessage {
  const { groupName, siteName, locale } = p;
  const lines = [
    p.inviter
      ? m.groups_mail_invite_intro({ inviter: p.inviter, groupName, siteName }, { locale })
      : m.groups_mail_invite_intro_unnamed({ groupName, siteName }, { locale }),
    m.groups_mail_invite_hint({}, { locale }),
  ];
  return {
    to: p.to,
    subject: m.groups_mail_invite_subject({ groupName }, { locale }),
    text: text(lines, p.link),
    html: layout(p, m.groups_mail_invite_heading({}, { locale }), lines, {
      label: m.groups_mail_invite_button({}, { locale }),
      href: p.link,
    }),
    link: p.link,
  };
}
