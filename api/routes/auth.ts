import { type Context, Hono } from 'hono';
import { m } from '#messages';
import { normalizeEmail } from '../../db/queries/users.ts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../src/lib/auth-rules.ts';
import {
  changePassword,
  confirmEmail,
  deleteAccount,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOutEverywhere,
  signUp,
} from '../auth/accounts.ts';
import { clearSessionCookie, writeSessionCookie } from '../auth/cookies.ts';
import { isTrustedDevice, trustDevice } from '../auth/device-trust.ts';
import { requireParent } from '../auth/middleware.ts';
import { invalidateSession } from '../auth/session.ts';
import { sessionAnswer } from '../auth/session-answer.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { type ApiText, apiTexts, joinTexts, waitText } from '../http/api-text.ts';
import { clientRateKey } from '../http/client-ip.ts';
import { ApiError, readJsonBody, tooManyRequests } from '../http/errors.ts';
import { mailLocale, pageInLinkLanguage, requestLocale } from '../mail/mail-locale.ts';

/** Where a confirmed (and now signed-in) parent lands: "Add your children", with the notice. */
export const afterConfirmPath = '/family/?welcome=1&notice=email-confirmed';

function tooMany(message: ApiText, retryAfterSeconds: number): ApiError {
  return tooManyRequests(joinTexts(message, waitText(retryAfterSeconds)), retryAfterSeconds);
}

/** /api/auth: sign-up, confirmation, sign-in and out, the session, password reset, account deletion. */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const limits = deps.authLimits;
  const ip = (c: Context<AppEnv>): string => clientRateKey(c, deps.settings.trustProxy);

  /** Limits every request that sends mail: per address and per e-mail (no inbox flooding). */
  const limitMail = async (c: Context<AppEnv>, email: string): Promise<void> => {
    const byIp = await limits.accountMailPerIp.take(ip(c));
    if (!byIp.allowed) throw tooMany(apiTexts.tooManyFromDevice, byIp.retryAfterSeconds);
    const byEmail = await limits.accountMailPerEmail.take(normalizeEmail(email));
    if (!byEmail.allowed) throw tooMany(apiTexts.manyMailsSent, byEmail.retryAfterSeconds);
  };

  return (
    new Hono<AppEnv>()
      .get('/session', async (c) =>
        c.json(await sessionAnswer(c, deps), 200, { 'Cache-Control': 'no-store' }),
      )

      .post('/signup', async (c) => {
        const input = await readJsonBody(c, signUpSchema);
        await limitMail(c, input.email);
        await signUp(deps, input, requestLocale(c));
        return c.json({ ok: true, message: apiTexts.checkEmail(c.get('locale')) });
      })

      // The parent's first day (issue 37.5): confirming signs the parent in and leads to "Add your children".
      .get('/confirm', async (c) => {
        const token = c.req.query('token') ?? '';
        const confirmed = token.length >= 10 && token.length <= 200 ? await confirmEmail(deps, token) : null;
        if (!confirmed) return c.redirect(pageInLinkLanguage(c, '/auth/?notice=link-invalid'), 302);
        writeSessionCookie(c, deps.settings, confirmed.token, false);
        await trustDevice(c, deps, confirmed.accountId);
        return c.redirect(pageInLinkLanguage(c, afterConfirmPath), 302);
      })

      .post('/resend-confirmation', async (c) => {
        const { email } = await readJsonBody(c, emailOnlySchema);
        await limitMail(c, email);
        await resendConfirmation(deps, email, requestLocale(c));
        return c.json({
          ok: true,
          message: m.api_confirmation_resent({}, { locale: c.get('locale') }),
        });
      })

      .post('/signin', async (c) => {
        // The order of the Lucia guide: rate-limit, parse, validate, look up, verify, reset. Each
        // attempt takes its place in the failure counts before the (slow) password check, so requests
        // in flight count too, and gives it back unless the password was wrong.
        const byIp = await limits.signInPerIp.take(ip(c));
        if (!byIp.allowed) throw tooMany(apiTexts.tooManySignInAttempts, byIp.retryAfterSeconds);
        const input = await readJsonBody(c, signInSchema);
        const email = normalizeEmail(input.email);
        const pairKey = `${ip(c)}|${email}`;
        const pair = await limits.signInFailuresPerIpAccount.take(pairKey);
        if (!pair.allowed) throw tooMany(apiTexts.tooManySignIns, pair.retryAfterSeconds);
        const account = await limits.signInFailuresPerAccount.take(email);
        if (!account.allowed && !(await isTrustedDevice(c, deps.db, email))) {
          await pair.giveBack();
          throw tooMany(apiTexts.tooManySignIns, account.retryAfterSeconds);
        }

        const outcome = await signIn(deps, { ...input, email });
        if (outcome.kind === 'invalid')
          throw new ApiError(400, 'invalid_credentials', apiTexts.invalidCredentials);
        await Promise.all([pair.giveBack(), account.giveBack()]);
        if (outcome.kind === 'unconfirmed') {
          throw new ApiError(403, 'email_not_confirmed', apiTexts.emailNotConfirmed);
        }
        await limits.signInFailuresPerIpAccount.reset(pairKey);
        writeSessionCookie(c, deps.settings, outcome.token, input.remember);
        const { user } = outcome;
        await trustDevice(c, deps, user.id);
        c.set('auth', null);
        return c.json({ user: { id: user.id, email: user.email, fullName: user.fullName } });
      })

      .post('/signout', async (c) => {
        const auth = c.get('auth');
        if (auth) await invalidateSession(deps.db, auth.session.id);
        clearSessionCookie(c, deps.settings);
        return c.json({ ok: true });
      })

      .post('/signout-everywhere', async (c) => {
        const auth = requireParent(c);
        await signOutEverywhere(deps, auth.user.id);
        clearSessionCookie(c, deps.settings);
        return c.json({ ok: true, message: m.api_signed_out_everywhere({}, { locale: c.get('locale') }) });
      })

      .post('/password-reset', async (c) => {
        const { email } = await readJsonBody(c, emailOnlySchema);
        await limitMail(c, email);
        await requestPasswordReset(deps, email, requestLocale(c));
        return c.json({
          ok: true,
          message: m.api_reset_link_sent({}, { locale: c.get('locale') }),
        });
      })

      .post('/password-reset/confirm', async (c) => {
        const input = await readJsonBody(c, resetPasswordSchema);
        const { user, token } = await resetPassword(deps, input, requestLocale(c));
        writeSessionCookie(c, deps.settings, token, false);
        await trustDevice(c, deps, user.id);
        return c.json({ user: { id: user.id, email: user.email, fullName: user.fullName } });
      })

      .post('/password', async (c) => {
        const auth = requireParent(c);
        const input = await readJsonBody(c, changePasswordSchema);
        await changePassword(
          deps,
          {
            accountId: auth.user.id,
            sessionId: auth.session.id,
            email: auth.user.email,
            locale: mailLocale(auth.user.locale, requestLocale(c)),
          },
          input,
        );
        // This browser proved the password: it stays trusted, alone.
        await trustDevice(c, deps, auth.user.id);
        return c.json({ ok: true, message: m.api_password_changed({}, { locale: c.get('locale') }) });
      })

      .post('/delete-account', async (c) => {
        const auth = requireParent(c);
        const { password } = await readJsonBody(c, deleteAccountSchema);
        const locale = mailLocale(auth.user.locale, requestLocale(c));
        await deleteAccount(deps, { accountId: auth.user.id, email: auth.user.email, locale }, password);
        clearSessionCookie(c, deps.settings);
        return c.json({ ok: true, message: m.api_account_deleted({}, { locale: c.get('locale') }) });
      })
  );
}
