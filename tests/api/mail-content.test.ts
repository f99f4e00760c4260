import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../support/outbox.ts';
import { defaultPassword } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every mail to `to`, as sent (headers, text and HTML parts), with quoted-printable soft breaks undone. */
const rawMailsTo = (to: string): string[] =>
  readOutbox(t.dataDir)
    .filter((m) => m.to.includes(to))
    .map((m) => readFileSync(path.join(t.dataDir, 'outbox', m.file), 'utf8').replace(/=\r?\n/g, ''));

describe('mail to an address nobody has confirmed', () => {
  it('holds none of the text a sign-up typed: not in the confirmation, nor in a resent link', async () => {
    const to = 'stranger@example.org';
    const fullName = 'You won! Claim at evil.example/prize';
    const signUp = { isAdult: true, email: to, password: defaultPassword, fullName };
    expect((await t.json('POST', '/api/auth/signup', signUp)).status).toBe(200);
    // A second sign-up of the still unconfirmed address, and "resend confirmation".
    expect((await t.json('POST', '/api/auth/signup', signUp)).status).toBe(200);
    expect((await t.json('POST', '/api/auth/resend-confirmation', { email: to })).status).toBe(200);

    const mails = readOutbox(t.dataDir).filter((m) => m.to.includes(to));
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/confirm/i),
      expect.stringMatching(/confirm/i),
      expect.stringMatching(/activate/i),
    ]);
    for (const mail of mails) expect(mail.text).toMatch(/^Hello!|^Someone asked/);
    for (const raw of rawMailsTo(to)) {
      expect(raw).not.toContain('evil.example');
      expect(raw).not.toContain('You won');
      expect(raw).not.toContain('Claim');
    }
  });
});
