import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
  /** Every http(s) address in the plain-text body. */
  links: string[];
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as a subject with accents is sent. */
function decodeEncodedWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(raw: string, name: string): string {
  const m = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
  return decodeEncodedWords((m?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim());
}

function textPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type: text\/plain/i.test(p)) ?? raw;
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  return content;
}

/** One raw e-mail (RFC 822 text), read like the outbox files. */
export function parseMail(raw: string, file = ''): OutboxMail {
  const text = textPart(raw);
  return {
    file,
    to: header(raw, 'To'),
    subject: header(raw, 'Subject'),
    text,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
  };
}

/**
 * The mails in DATA_DIR/outbox, oldest first. The server's mail worker writes them moments after
 * the request that queued them: a browser test polls (expect.poll) until the mail it needs is there.
 */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => parseMail(readFileSync(path.join(dir, file), 'utf8'), file));
}

/** The newest mail to `to` whose subject matches, or undefined. */
export function latestMailTo(dataDir: string, to: string, subject?: RegExp): OutboxMail | undefined {
  return readOutbox(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject)))
    .at(-1);
}
