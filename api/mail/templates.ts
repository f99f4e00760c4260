import { m } from '#messages';
import type { Locale } from '../../src/i18n/locales.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The site's e-mails, in the catalogues' words (area `mail`) and in the language of the account they
 * go to (`locale`; see api/mail/mail-locale.ts). Their links are already in that language.
 */
export interface Common {
  siteName: string;
  to: string;
  locale: Locale;
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const buttonStyle =
  'background:#0c5b99;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold';

/** A simple, friendly HTML body with one big button, in `locale`. */
export function layout(
  { siteName, locale }: Pick<Common, 'siteName' | 'locale'>,
  heading: string,
  paragraphs: string[],
  button?: { label: string; href: string },
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="${buttonStyle}">\
${escapeHtml(button.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(m.mail_copy_hint({}, { locale }))}\
<br>${escapeHtml(button.href)}</p>`
    : '';
  return `<!doctype html><html lang="${locale}"><body style="margin:0;background:#eef8ff;font-family:Arial,sans-serif;\
color:#1e293b">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:bold;color:#0c3a5a;margin:0 0 24px">📖 ${escapeHtml(siteName)}</p>
<div style="background:#ffffff;border-radius:20px;padding:28px">
<h1 style="font-size:22px;margin:0 0 16px;color:#0c3a5a">${escapeHtml(heading)}</h1>${body}${cta}
</div>
<p style="font-size:12px;color:#475569;margin-top:24px">${escapeHtml(m.mail_footer({ siteName }, { locale }))}</p>
</div></body></html>`;
}

export function text(paragraphs: string[], link?: string): string {
  return `${[...paragraphs, ...(link ? [link] : [])].join('\n\n')}\n`;
}

/** A mail whose one button is its link, also written out at the end of the text part. */
function linkMail(
  p: Common & { link: string },
  lines: string[],
  subject: string,
  heading: string,
  label: string,
): MailMessage {
  return {
    to: p.to,
    subject,
    text: text(lines, p.link),
    html: layout(p, heading, lines, { label, href: p.link }),
    link: p.link,
  };
}

/** A mail without a link of its own. */
function plainMail(p: Common, lines: string[], subject: string, heading: string): MailMessage {
  return { to: p.to, subject, text: text(lines), html: layout(p, heading, lines) };
}

/**
 * The confirmation link of a sign-up. It goes to an address nobody has proven yet, so it holds no
 * text the sign-up typed (not even the name): nobody can make the site mail their words to a stranger.
 */
export function confirmEmailMail(p: Common & { link: string }): MailMessage {
  const { siteName, locale } = p;
  const lines = [m.mail_confirm_hello({}, { locale }), m.mail_confirm_welcome({ siteName }, { locale })];
  return linkMail(
    p,
    lines,
    m.mail_confirm_subject({ siteName }, { locale }),
    m.mail_confirm_heading({}, { locale }),
    m.mail_confirm_button({}, { locale }),
  );
}

/** The answer to "resend confirmation": a link to choose the password, which activates the account. */
export function activateAccountMail(p: Common & { link: string }): MailMessage {
  const { siteName, locale } = p;
  const lines = [m.mail_activate_asked({ siteName }, { locale }), m.mail_activate_hint({}, { locale })];
  return linkMail(
    p,
    lines,
    m.mail_activate_subject({ siteName }, { locale }),
    m.mail_activate_heading({}, { locale }),
    m.mail_activate_button({}, { locale }),
  );
}

export function accountExistsMail(p: Common & { signInLink: string; resetLink: string }): MailMessage {
  const { siteName, locale } = p;
  const lines = [m.mail_exists_tried({ siteName }, { locale }), m.mail_exists_hint({}, { locale })];
  const links = [
    m.mail_exists_sign_in_link({ link: p.signInLink }, { locale }),
    m.mail_exists_reset_link({ link: p.resetLink }, { locale }),
  ];
  return {
    to: p.to,
    subject: m.mail_exists_subject({ siteName }, { locale }),
    text: text([...lines, ...links]),
    html: layout(p, m.mail_exists_heading({}, { locale }), lines, {
      label: m.mail_exists_button({}, { locale }),
      href: p.signInLink,
    }),
    link: p.signInLink,
  };
}

export function passwordResetMail(p: Common & { link: string }): MailMessage {
  const { siteName, locale } = p;
  const lines = [m.mail_reset_asked({ siteName }, { locale }), m.mail_reset_hint({}, { locale })];
  return linkMail(
    p,
    lines,
    m.mail_reset_subject({ siteName }, { locale }),
    m.mail_reset_heading({}, { locale }),
    m.mail_reset_button({}, { locale }),
  );
}

export function passwordChangedMail(p: Common): MailMessage {
  const { siteName, locale } = p;
  const lines = [m.mail_changed_done({ siteName }, { locale }), m.mail_changed_hint({}, { locale })];
  return plainMail(
    p,
    lines,
    m.mail_changed_subject({ siteName }, { locale }),
    m.mail_changed_heading({}, { locale }),
  );
}

export function accountDeletedMail(p: Common): MailMessage {
  const { siteName, locale } = p;
  const lines = [m.mail_deleted_done({ siteName }, { locale })];
  return plainMail(
    p,
    lines,
    m.mail_deleted_subject({ siteName }, { locale }),
    m.mail_deleted_heading({}, { locale }),
  );
}

/** One child's week in the weekly summary (counts, and the books named in the mail's language). */
export interface ChildWeek {
  name: string;
  chapters: number;
  books: string[];
  badges: number;
  games: number;
  verses: number;
  devotionals: number;
}

function childWeekLine(c: ChildWeek, locale: Locale): string {
  const books = c.books.length ? ` (${c.books.join(', ')})` : '';
  return m.mail_summary_child(
    {
      name: c.name,
      chapters: m.mail_summary_chapters({ count: c.chapters, books }, { locale }),
      badges: m.mail_summary_badges({ count: c.badges }, { locale }),
      games: m.mail_summary_games({ count: c.games }, { locale }),
      verses: m.mail_summary_verses({ count: c.verses }, { locale }),
      devotionals: m.mail_summary_devotionals({ count: c.devotionals }, { locale }),
    },
    { locale },
  );
}

/** The parent's weekly summary of each child's week (families), with an unsubscribe link. */
export function weeklySummaryMail(
  p: Common & { children: ChildWeek[]; familyLink: string; unsubscribeLink: string },
): MailMessage {
  const { siteName, locale } = p;
  const lines = [
    m.mail_summary_intro({ siteName }, { locale }),
    ...p.children.map((c) => childWeekLine(c, locale)),
    m.mail_summary_family_link({ link: p.familyLink }, { locale }),
    m.mail_summary_unsubscribe({ link: p.unsubscribeLink }, { locale }),
  ];
  return {
    to: p.to,
    subject: m.mail_summary_subject({ siteName }, { locale }),
    text: text(lines),
    html: layout(p, m.mail_summary_heading({}, { locale }), lines, {
      label: m.mail_family_button({}, { locale }),
      href: p.familyLink,
    }),
    link: p.unsubscribeLink,
  };
}

/** A month before an inactive child's profile is deleted (the retention setting). */
export function retentionWarningMail(
  p: Common & { childName: string; months: number; familyLink: string },
): MailMessage {
  const { siteName, locale, childName } = p;
  const lines = [
    m.mail_retention_inactive({ childName, siteName, months: p.months }, { locale }),
    m.mail_retention_soon({ childName }, { locale }),
  ];
  return linkMail(
    { ...p, link: p.familyLink },
    lines,
    m.mail_retention_subject({ childName, siteName }, { locale }),
    m.mail_retention_heading({}, { locale }),
    m.mail_family_button({}, { locale }),
  );
}

/** How long a lock lasts, in words of `locale` ("15 minutes", "4 horas"). */
export function lockLengthWords(seconds: number, locale: Locale): string {
  const minutes = Math.round(seconds / 60);
  const [value, unit] = minutes < 60 ? [minutes, 'minute'] : [Math.round(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** To the parent when wrong PINs lock switching back to the parent once more (the PIN guard). */
export function pinLockedMail(p: Common & { lockSeconds: number; familyLink: string }): MailMessage {
  const { siteName, locale } = p;
  const lockLength = lockLengthWords(p.lockSeconds, locale);
  const lines = [m.mail_pin_locked({ siteName, lockLength }, { locale }), m.mail_pin_hint({}, { locale })];
  return linkMail(
    { ...p, link: p.familyLink },
    lines,
    m.mail_pin_subject({ siteName }, { locale }),
    m.mail_pin_heading({}, { locale }),
    m.mail_family_button({}, { locale }),
  );
}
