import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { requestIdFor, requestIdHeader } from '../http/request-id.ts';
import { staticRoute } from '../http/request-log.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import type { FastPaths } from './paths.ts';
import { type SessionFastAnswer, sessionPath } from './session.ts';

/** A Host header @hono/node-server takes as it is (a name or address, an optional port). */
const plainHost = /^[a-z0-9._-]+(?::\d{1,5})?$/;

/** Answers one request on a fast path, or hands it to Hono's listener (`hono`). */
export type FastListener = (
  req: IncomingMessage,
  res: ServerResponse<IncomingMessage>,
  hono: RequestListener,
) => void;

/**
 * The Node request listener in front of Hono: a static file already in memory is answered here,
 * before Hono's request objects, router and middlewares (the same answer they give: see
 * api/static/serve-build.ts `fromMemory`), and so is the session route when its answer writes
 * nothing (see session.ts); the rest goes to Hono. The server leaves out the Connection and
 * Keep-Alive lines of every answer (api/server.ts). Only X-Request-Id is added to the fast paths'
 * answers; the request log has no line for static ones.
 */
export function fastListener(paths: FastPaths, metrics: AppMetrics): FastListener {
  const { files: fromMemory, session: sessionAnswer } = paths;
  // The static fast path's request metrics, bound once per status (see requestLog for Hono's).
  const staticAnswered = {
    200: metrics.requestObserver('GET', staticRoute, 200),
    304: metrics.requestObserver('GET', staticRoute, 304),
  };
  /** The session route's fast answer sent; null: the request goes through Hono. */
  const sendSession = (
    session: SessionFastAnswer | null,
    req: IncomingMessage,
    res: ServerResponse<IncomingMessage>,
    hono: RequestListener,
  ): void => {
    if (!session) return void hono(req, res);
    res.writeHead(session.status, session.headers);
    res.end(session.body);
  };
  return function answerFast(req, res, hono) {
    const started = performance.now();
    const answer = fromMemory(req.method, req.url, (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    });
    const incomingId = req.headers[requestIdHeader] as string | undefined;
    if (answer) {
      res.writeHead(answer.status, answer.headers.concat(requestIdHeader, requestIdFor(incomingId)));
      if (answer.body) res.end(answer.body);
      else res.end();
      staticAnswered[answer.status]((performance.now() - started) / 1000);
      return;
    }
    // Hono refuses a request without a plain Host (400): those go to it.
    if (req.url !== sessionPath || !plainHost.test(req.headers.host ?? '')) return void hono(req, res);
    let session: ReturnType<typeof sessionAnswer>;
    try {
      session = sessionAnswer(req.method, req.url, req.headers.cookie, incomingId);
    } catch {
      // Hono answers as it would have (a database error is logged and answered 500 there).
      return void hono(req, res);
    }
    // Over SQLite the answer is there at once: sent in this turn, without a promise.
    if (!(session instanceof Promise)) return sendSession(session, req, res, hono);
    session.then(
      (answer) => sendSession(answer, req, res, hono),
      () => hono(req, res),
    );
  };
}
