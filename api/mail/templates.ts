import type { MailMessage } from './mailer.ts';

interface Common {
  siteName: string;
  to: string;
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const buttonStyle =
  'background:#0c5b99;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold';
const copyHint = 'If the button does not work, copy this address into your browser:';

/** A simple, friendly HTML body with one big button. */
export function layout(
  siteName: string,
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
       <p style="margin:0 0 16px;font-size:13px;color:#475569">${copyHint}<br>${escapeHtml(button.href)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#eef8ff;font-family:Arial,sans-serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:bold;color:#0c3a5a;margin:0 0 24px">📖 ${escapeHtml(siteName)}</p>
<div style="background:#ffffff;border-radius:20px;padding:28px">
<h1 style="font-size:22px;margin:0 0 16px;color:#0c3a5a">${escapeHtml(heading)}</h1>${body}${cta}
</div>
<p style="font-size:12px;color:#475569;margin-top:24px">You are receiving this e-mail because someone used \
this address on ${escapeHtml(siteName)}. If it was not you, you can ignore it.</p>
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
    html: layout(p.siteName, heading, lines, { label, href: p.link }),
    link: p.link,
  };
}

/**
 * The confirmation link of a sign-up. It goes to an address nobody has proven yet, so it holds no
 * text the sign-up typed (not even the name): nobody can make the site mail their words to a stranger.
 */
export function confirmEmailMail(p: Common & { link: string }): MailMessage {
  const welcome =
    'Please confirm your e-mail address to activate your account. The link works once and for 24 hours.';
  const lines = ['Hello!', `Welcome to ${p.siteName}! ${welcome}`];
  const subject = `Welcome to ${p.siteName}! Please confirm your e-mail`;
  return linkMail(p, lines, subject, 'Confirm your e-mail address', 'Confirm my e-mail');
}

/** The answer to "resend confirmation": a link to choose the password, which activates the account. */
export function activateAccountMail(p: Common & { link: string }): MailMessage {
  const lines = [
    `Someone asked for a new link to activate your ${p.siteName} account.`,
    'Choose your password with the link below to activate the account. The link ' +
      'works once and for 24 hours. If you did not ask for this, you can ignore this ' +
      'e-mail.',
  ];
  const subject = `Activate your ${p.siteName} account`;
  return linkMail(p, lines, subject, 'Activate your account', 'Choose my password');
}

export function accountExistsMail(p: Common & { signInLink: string; resetLink: string }): MailMessage {
  const lines = [
    `Someone tried to create a new ${p.siteName} account with this e-mail address, but you already have one.`,
    'You can sign in as usual. If you forgot your password, you can choose a new one from the sign-in page.',
  ];
  return {
    to: p.to,
    subject: `You already have a ${p.siteName} account`,
    text: text([...lines, `Sign in: ${p.signInLink}`, `Forgot your password? ${p.resetLink}`]),
    html: layout(p.siteName, 'You already have an account', lines, { label: 'Sign in', href: p.signInLink }),
    link: p.signInLink,
  };
}

export function passwordResetMail(p: Common & { link: string }): MailMessage {
  const lines = [
    `We received a request to reset the password of your ${p.siteName} account.`,
    'Choose a new password with the link below. It works once and for one hour. If ' +
      'you did not ask for this, you can ignore this e-mail: your password stays the ' +
      'same.',
  ];
  const subject = `Reset your ${p.siteName} password`;
  return linkMail(p, lines, subject, 'Reset your password', 'Choose a new password');
}

export function passwordChangedMail(p: Common): MailMessage {
  const lines = [
    `The password of your ${p.siteName} account was just changed, and every other signed-in device was signed out.`,
    'If you did not do this, reset your password right away from the sign-in page.',
  ];
  return {
    to: p.to,
    subject: `Your ${p.siteName} password was changed`,
    text: text(lines),
    html: layout(p.siteName, 'Your password was changed', lines),
  };
}

export function accountDeletedMail(p: Common): MailMessage {
  const lines = [
    `Your ${p.siteName} account and its personal data have been deleted. Thank you for learning with us!`,
  ];
  return {
    to: p.to,
    subject: `Your ${p.siteName} account was deleted`,
    text: text(lines),
    html: layout(p.siteName, 'Account deleted', lines),
  };
}

/** The parent's weekly summary of each child's week (families), with an unsubscribe link. */
export function weeklySummaryMail(
  p: Common & {
    children: Array<{ name: string; lines: string[] }>;
    familyLink: string;
    unsubscribeLink: string;
  },
): MailMessage {
  const lines = [
    `Here is what your children learned on ${p.siteName} this week.`,
    ...p.children.map((c) => `${c.name}: ${c.lines.join(' ')}`),
    `You can see more on your Family page: ${p.familyLink}`,
    `To stop these e-mails, open this link (no sign-in needed): ${p.unsubscribeLink}`,
  ];
  return {
    to: p.to,
    subject: `Your family's week on ${p.siteName}`,
    text: text(lines),
    html: layout(p.siteName, "Your family's week", lines, {
      label: 'Open the Family page',
      href: p.familyLink,
    }),
    link: p.unsubscribeLink,
  };
}

/** A month before an inactive child's profile is deleted (the retention setting). */
export function retentionWarningMail(
  p: Common & { childName: string; months: number; familyLink: string },
): MailMessage {
  const lines = [
    `Nobody has learned with ${p.childName}'s profile on ${p.siteName} for a long time. ` +
      `We delete a child's profile and everything it saved after ${p.months} months without learning.`,
    `${p.childName}'s profile will be deleted in about a month. To keep it, switch to it and read a chapter or ` +
      'play a game. To keep a copy of its data, download it on your Family page.',
  ];
  return {
    to: p.to,
    subject: `${p.childName}'s profile on ${p.siteName} will be deleted in a month`,
    text: text(lines, p.familyLink),
    html: layout(p.siteName, 'A profile will be deleted soon', lines, {
      label: 'Open the Family page',
      href: p.familyLink,
    }),
    link: p.familyLink,
  };
}

/** To the parent when wrong PINs lock switching back to the parent once more (the PIN guard). */
export function pinLockedMail(p: Common & { lockLength: string; familyLink: string }): MailMessage {
  const lines = [
    `Someone entered wrong PINs again and again to switch back to your profile on ${p.siteName}. ` +
      `Switching back is now locked for ${p.lockLength}, and each new lock lasts longer.`,
    'If it was a child trying, there is nothing to do. If you forgot the PIN, change it on your Family ' +
      'page with your account password. A longer PIN (up to 8 digits) is much harder to guess.',
  ];
  return {
    to: p.to,
    subject: `Wrong PINs on ${p.siteName}: switching back is locked`,
    text: text(lines, p.familyLink),
    html: layout(p.siteName, 'Your PIN was locked', lines, {
      label: 'Open the Family page',
      href: p.familyLink,
    }),
    link: p.familyLink,
  };
}
