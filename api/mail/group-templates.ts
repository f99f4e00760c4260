import { m } from '../../src/paraglide/messages.js';
import type { MailMessage } from './mailer.ts';
import { layout, text } from './templates.ts';

/** The e-mails of groups (churches and classes), in the catalogues' words (area `groups`). */

/** The take-home note to a member's parent who asked for it, with its signed unsubscribe link. */
export function groupNoteMail(p: {
  siteName: string;
  to: string;
  groupName: string;
  body: string;
  assignment: { title: string; href: string } | null;
  familyLink: string;
  unsubscribeLink: string;
}): MailMessage {
  const lines = [
    m.groups_mail_note_intro({ groupName: p.groupName }),
    p.body,
    ...(p.assignment
      ? [m.groups_mail_note_assignment({ title: p.assignment.title, link: p.assignment.href })]
      : []),
    m.groups_mail_note_no_reply(),
    m.groups_mail_note_unsubscribe({ link: p.unsubscribeLink }),
  ];
  return {
    to: p.to,
    subject: m.groups_mail_note_subject({ groupName: p.groupName, siteName: p.siteName }),
    text: text(lines),
    html: layout(p.siteName, m.groups_mail_note_heading({ groupName: p.groupName }), lines, {
      label: m.groups_mail_note_button(),
      href: p.familyLink,
    }),
    link: p.unsubscribeLink,
  };
}

/** A co-leader's invitation: the link works for the invited address, signed in, for a week. */
export function coLeaderInviteMail(p: {
  siteName: string;
  to: string;
  groupName: string;
  /** The leader's display name; null: none given (their address is never shown). */
  inviter: string | null;
  link: string;
}): MailMessage {
  const lines = [
    p.inviter
      ? m.groups_mail_invite_intro({ inviter: p.inviter, groupName: p.groupName, siteName: p.siteName })
      : m.groups_mail_invite_intro_unnamed({ groupName: p.groupName, siteName: p.siteName }),
    m.groups_mail_invite_hint(),
  ];
  return {
    to: p.to,
    subject: m.groups_mail_invite_subject({ groupName: p.groupName }),
    text: text(lines, p.link),
    html: layout(p.siteName, m.groups_mail_invite_heading(), lines, {
      label: m.groups_mail_invite_button(),
      href: p.link,
    }),
    link: p.link,
  };
}
