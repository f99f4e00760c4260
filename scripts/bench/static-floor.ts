/**
 * The ceiling of our static path on Node for `npm run bench`: node:http alone, no framework, on
 * HOST:PORT, answering every request with the bytes of `BODY_FILE` and the headers in `HEADERS`
 * (JSON: the very headers our server sends for that file, Date and connection headers aside, which
 * Node adds itself; like our fast path it leaves out Connection and Keep-Alive on an HTTP/1.1
 * keep-alive answer, so the bytes on the wire are the same). Whatever our static path costs beyond
 * this server, it adds on top of Node.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE ?? '');
const headers = JSON.parse(process.env.HEADERS ?? '{}') as Record<string, string>;
createServer((req, res) => {
  if (res.shouldKeepAlive && req.httpVersionMinor === 1) res.removeHeader('connection');
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
