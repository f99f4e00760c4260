import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type OutboxMail, parseMail } from '../../support/outbox.ts';

export interface TestSmtpServer {
  port: number;
  /** Every message received, in order. */
  received: OutboxMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (plain text, no login) that keeps what it receives. */
export function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: OutboxMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** A server that accepts connections and never says a word (no SMTP greeting). */
export function startSilentServer(): Promise<{
  port: number;
  connections: () => number;
  close(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        connections: () => count,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A port nothing listens on (taken from the system, then released). */
export function closedPort(): Promise<number> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
