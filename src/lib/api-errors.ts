/**
 * Every error code the API answers with, in its one error shape `{ "error": { "code", "message" } }`.
 * The server builds answers only from these, and islands compare against them, so a renamed code is
 * a type error on both sides instead of a silent mismatch.
 */
export const apiErrorCodes = [
  // Input
  'invalid_input',
  'invalid_json',
  'invalid_text',
  'missing_fields',
  'no_data',
  'too_much_data',
  'too_large',
  'duplicate_id',
  'duplicate_date',
  'invalid_date',
  'invalid_title',
  'invalid_locale',
  // Accounts
  'not_signed_in',
  'forbidden',
  'invalid_credentials',
  'email_not_confirmed',
  'invalid_token',
  'weak_password',
  'wrong_password',
  'rate_limited',
  'cross_site',
  // Plans and community
  'plan_limit',
  'own_story',
  'no_online_subscription',
  'payments_not_configured',
  'invalid_signature',
  'already_attached',
  // Families
  'parent_only',
  'wrong_pin',
  'too_many_children',
  'posting_off',
  'awaiting_parent',
  'wrong_learner',
  // Media
  'unsupported_type',
  'empty_file',
  'upload_failed',
  'delete_failed',
  // Builds
  'build_running',
  'unknown_build',
  'no_earlier_build',
  // Anything else
  'not_found',
  'http_error',
  'internal',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The one error shape of the API. */
export interface ApiErrorBody {
  /** `requestId`: the request's id in the server's log (also in the X-Request-Id header). */
  error: { code: ApiErrorCode; message: string; requestId?: string };
}
