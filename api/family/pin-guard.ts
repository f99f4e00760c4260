import { clearPinLock, findPinLock, startPinLock, takePinGuess } from '../../db/queries/pin-locks.ts';
import { findUserById } from '../../db/queries/users.ts';
import type { AccountId } from '../../src/lib/ids.ts';
import {
  nextPinLock,
  type PinLock,
  pinGuessesPerLock,
  pinGuessWindowSeconds,
} from '../../src/lib/pin-lockout.ts';
import { familyAnswerTexts } from '../../src/lib/profile-checks.ts';
import { verifyPassword } from '../auth/password.ts';
import type { AppDeps } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { mailLink, mailLocale } from '../mail/mail-locale.ts';
import { enqueueMail } from '../mail/queue.ts';
import { pinLockedMail } from '../mail/templates.ts';

type PinGuardDeps = Pick<AppDeps, 'db' | 'settings' | 'mailWorker'>;

/**
 * Checks a guess of the parent's PIN (`pinHash`: its argon2 hash). The guess is counted before the
 * (slow) check, so guesses in flight count too; a right one forgets every guess and lock. Wrong
 * ones lock the PIN when they reach the limit, longer each time, and from the second lock the
 * parent gets an e-mail (src/lib/pin-lockout.ts). Throws 429 while locked, 403 `wrong_pin`.
 */
export async function checkParentPin(
  deps: PinGuardDeps,
  accountId: AccountId,
  pinHash: string,
  pin: string | undefined,
): Promise<void> {
  const guess = await takePinGuess(
    deps.db,
    accountId,
    pinGuessesPerLock,
    pinGuessWindowSeconds * 1000,
    Date.now(),
  );
  if (!guess.allowed) throw tooManyRequests(familyAnswerTexts.pinTooMany, guess.retryAfterMs / 1000);
  if (pin && (await verifyPassword(pinHash, pin))) {
    await clearPinLock(deps.db, accountId);
    return;
  }
  await lockWhenDue(deps, accountId, Date.now());
  throw new ApiError(403, 'wrong_pin', familyAnswerTexts.pinWrong);
}

/** Starts the next lock once the wrong guesses reach the limit (one request wins), with its mail. */
async function lockWhenDue(deps: PinGuardDeps, accountId: AccountId, now: number): Promise<void> {
  const locked = await deps.db.transaction().execute(async (trx): Promise<PinLock | null> => {
    const seen = await findPinLock(trx, accountId);
    if (!seen || seen.failures < pinGuessesPerLock || seen.lockedUntil > now) return null;
    const lock = nextPinLock(seen.locks, seen.lockedUntil, now);
    const until = now + lock.seconds * 1000;
    if (
      !(await startPinLock(trx, accountId, seen, { lockNumber: lock.lockNumber, until }, pinGuessesPerLock))
    )
      return null;
    const parent = lock.mailParent ? await findUserById(trx, accountId) : null;
    if (parent) {
      const locale = mailLocale(parent.locale);
      const mail = pinLockedMail({
        siteName: deps.settings.siteName,
        to: parent.email,
        locale,
        lockSeconds: lock.seconds,
        familyLink: mailLink(deps.settings.siteUrl, '/family/', locale),
      });
      await enqueueMail(trx, mail);
    }
    return lock;
  });
  if (locked?.mailParent) deps.mailWorker.wake();
}
