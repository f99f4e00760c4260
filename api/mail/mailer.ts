import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged in outbox mode so an admin without SMTP can pass it on. */
  link?: string;
}

/**
 * Delivers one finished message. Only the mail worker calls it (api/mail/worker.ts): requests
 * write mail to the outbox table and never wait for delivery.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: Logger;
  /** Connecting, the server's greeting and any silence on the socket each end with an error after this. */
  timeoutMs: number;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each mail to DATA_DIR/outbox/ as an .eml
 * file (the embedded default) and logs where it is and its link.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, log, timeoutMs } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
    return {
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        log.info(`mail sent: "${message.subject}"`);
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      mkdirSync(outboxDir, { recursive: true });
      // Names sort in the order the mails were written, even within one millisecond.
      sequence = (sequence + 1) % 1_000_000;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
      // Written under another name and renamed, so a reader never sees half a mail.
      const partial = path.join(outboxDir, `.${name}.partial`);
      writeFileSync(partial, info.message as Buffer);
      renameSync(partial, path.join(outboxDir, name));
      log.info(`mail to outbox/${name}: "${message.subject}"${message.link ? ` link: ${message.link}` : ''}`);
    },
  };
}
