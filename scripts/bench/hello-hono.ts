/**
 * The reference for `npm run bench`: hello-world Hono on @hono/node-server, on the same Node, on
 * HOST:PORT. The session route's requests per second are printed as a share of this one's.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? '127.0.0.1' });
