import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  full_name: string | null;
  password_hash: string;
  email_confirmed_at: string | null;
  created_at: string;
  /** The parent's 4-digit PIN, hashed like passwords; null when none is set (migration 027). */
  pin_hash: Generated<string | null>;
  /** 1 when the parent asked for the weekly summary e-mail. */
  weekly_summary: Generated<number>;
  /** SHA-256 (hex) of the summary's unsubscribe token. */
  weekly_summary_token_hash: Generated<string | null>;
  weekly_summary_sent_at: Generated<string | null>;
  /** The language the account chose (src/i18n/locales.ts); null: none chosen (migration 040). */
  locale: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the session secret; the secret itself is never stored. */
  secret_hash: Uint8Array;
  created_at: string;
  last_verified_at: string;
  /** 1 when "Remember my login information" was ticked. */
  remembered: number;
  /** The profile learning in this session; null: the account's own (migration 027). */
  active_profile_id: Generated<string | null>;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: string;
}

export type EmailTokenPurpose = 'confirm_email' | 'reset_password';

export interface EmailTokensTable {
  /** SHA-256 (hex) of the token sent by e-mail. */
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** Confirmation links only: the argon2 hash of the password chosen by the sign-up that asked for it. */
  password_hash: string | null;
  /** Confirmation links only: the name given by that sign-up. */
  full_name: string | null;
}

/** A browser trusted by an account (migration 031): it signed in to it since the last password change. */
export interface TrustedDevicesTable {
  /** SHA-256 (hex) of the browser's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** The parent's PIN guard of an account (migration 031); times in milliseconds since the epoch. */
export interface PinLocksTable {
  account_id: string;
  /** Wrong PINs (and guesses being checked) in the window ending at `window_ends_at`. */
  failures: number;
  window_ends_at: number;
  /** Locks so far (forgotten after a right PIN, or a quiet week). */
  locks: number;
  /** The end of the last lock; 0 when there was none. */
  locked_until: number;
}
