/**
 * The floor under every Node server for `npm run bench`: node:http alone, no framework, answering
 * a fixed buffer with a few headers on HOST:PORT. Whatever our server adds, it adds on top of this.
 */
import { createServer } from 'node:http';

const body = Buffer.from('Hello Node!');
const headers = { 'Content-Type': 'text/plain; charset=UTF-8', 'Content-Length': String(body.length) };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
