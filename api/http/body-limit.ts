import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxPosterBytes } from '../../src/lib/media.ts';
import { fileTooLargeMessage } from '../media/storage.ts';
import { tooLarge } from './errors.ts';

/**
 * How many bytes each part of the API accepts. Every request body is counted while it streams in
 * (Hono's body limit: an announced `Content-Length` over the limit is refused before a byte is read;
 * a chunked body is cut off as soon as it passes the limit), so no route ever holds more than its
 * limit in memory. Anything not named here is a small JSON form.
 */
export const bodyLimits = {
  /** Sign-in, a story, a game result, reading progress: a few kilobytes at most. */
  json: 16 * 1024,
  /** An admin's devotional, proverb, mini lesson or reading form. */
  contentForm: 64 * 1024,
  /** A bulk import's pasted text (its own 200 KB cap on the text is checked after). */
  bulkImport: 1024 * 1024,
  /** A Stripe event. */
  webhook: 1024 * 1024,
} as const;

export const tooLargeMessage = 'That request is too large.';
export const tooMuchDataMessage =
  'Too Much Data: the request is too large. A bulk import takes at most 200 KB at a time.';

interface BodyRule {
  /** Whether the rule covers a path under /api. */
  matches: (path: string) => boolean;
  /** The limit in bytes, or 'upload' for a media upload, which streams to disk and counts itself. */
  maxBytes: number | 'upload';
  /** For an upload: a limit below the upload limit (a poster picture's). */
  uploadCap?: number;
  message: string;
}

const adminContent = /^\/api\/admin\/(devotionals|wisdom|mini-lessons|readings|reading-plans)(\/|$)/;

const rules: readonly BodyRule[] = [
  { matches: (p) => p === '/api/admin/media/upload', maxBytes: 'upload', message: tooLargeMessage },
  {
    matches: (p) => /^\/api\/admin\/media\/[^/]+\/poster$/.test(p),
    maxBytes: 'upload',
    uploadCap: maxPosterBytes,
    message: tooLargeMessage,
  },
  {
    matches: (p) => adminContent.test(p) && p.endsWith('/import'),
    maxBytes: bodyLimits.bulkImport,
    message: tooMuchDataMessage,
  },
  { matches: (p) => adminContent.test(p), maxBytes: bodyLimits.contentForm, message: tooMuchDataMessage },
  { matches: (p) => p.startsWith('/api/webhooks/'), maxBytes: bodyLimits.webhook, message: tooLargeMessage },
];

/** The rule for a path: the first that matches, else the small JSON limit. */
export function bodyRuleFor(path: string): Omit<BodyRule, 'matches'> {
  return rules.find((rule) => rule.matches(path)) ?? { maxBytes: bodyLimits.json, message: tooLargeMessage };
}

function streamingLimit(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(message);
    },
  });
}

/**
 * One body limit for the whole API, chosen by path. The media upload is the one route that takes
 * more than a form: an announced size over `maxUploadBytes` is refused here, and the upload itself
 * counts bytes as it streams them to disk (never into memory).
 */
export function limitApiBodies(maxUploadBytes: number): MiddlewareHandler {
  const limiters = new Map<string, MiddlewareHandler>();
  return async function limitBody(c, next) {
    // GET and HEAD carry no body (a fetch Request never has one): nothing to count.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const rule = bodyRuleFor(c.req.path);
    if (rule.maxBytes === 'upload') {
      const length = Number(c.req.header('content-length') ?? 'NaN');
      const limit = Math.min(maxUploadBytes, rule.uploadCap ?? maxUploadBytes);
      if (Number.isFinite(length) && length > limit) throw tooLarge(fileTooLargeMessage);
      return next();
    }
    const key = `${rule.maxBytes}|${rule.message}`;
    const limiter = limiters.get(key) ?? streamingLimit(rule.maxBytes, rule.message);
    limiters.set(key, limiter);
    return limiter(c, next);
  };
}
