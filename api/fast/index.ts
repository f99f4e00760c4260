/**
 * The HTTP server's fast paths, behind one door: answers made without Hono's request objects,
 * router and middlewares, each giving exactly the answer the plain path (Hono) gives. Read the plain
 * path first: api/routes/auth.ts for the session route, api/static/serve-build.ts's middleware for
 * static files; then the fast path beside it. docs/speed.md says what each buys and the bench figure
 * that justifies it. Only api/app.ts (registering) and api/server.ts (listening) import this module.
 */
export { type FastListener, fastListener } from './listener.ts';
export {
  type FastPaths,
  fastPathsOf,
  registerFastPaths,
  sessionFastPathOf,
  staticFastPath,
} from './paths.ts';
export { type SessionFastAnswer, type SessionFastPath, sessionFastPath, sessionPath } from './session.ts';
