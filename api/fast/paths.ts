import type { ServeBuildHandler } from '../static/serve-build.ts';
import type { SessionFastPath } from './session.ts';

/** An app's fast paths: the static files in memory and the session route's answer. */
export interface FastPaths {
  files: ServeBuildHandler['fromMemory'];
  session: SessionFastPath;
}

/** The fast paths of each app, registered by createApp (api/app.ts). */
const fastPaths = new WeakMap<object, FastPaths>();

export function registerFastPaths(app: object, paths: FastPaths): void {
  fastPaths.set(app, paths);
}

/** The fast paths registered for `app`; undefined for an app made otherwise. */
export function fastPathsOf(app: object): FastPaths | undefined {
  return fastPaths.get(app);
}

/**
 * The answer to a plain GET of a live build's file already in memory, made without Hono (the same
 * status, headers and body Hono's chain gives it: no /api or /media-files path, no middleware but
 * the security headers applies to it); null sends the request through the app as usual.
 */
export function staticFastPath(app: object): ServeBuildHandler['fromMemory'] | undefined {
  return fastPaths.get(app)?.files;
}

/**
 * `GET /api/auth/session` answered without Hono when the answer writes nothing (the same status,
 * headers, body and log line as Hono's chain; see session.ts); null sends it through the app.
 */
export function sessionFastPathOf(app: object): SessionFastPath | undefined {
  return fastPaths.get(app)?.session;
}
