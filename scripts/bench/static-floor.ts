/**
 * The ceiling of our static path on Node for `npm run bench`: node:http alone, no framework, on
 * HOST:PORT, answering every request with the bytes of `BODY_FILE` and the headers in `HEADERS`
 * (JSON: the very headers our server sends for that file, Date and connection headers aside, which
 * Node adds itself). Whatever our static path costs beyond this server, it adds on top of Node.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE ?? '');
const headers = JSON.parse(process.env.HEADERS ?? '{}') as Record<string, string>;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
