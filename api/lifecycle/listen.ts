import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { type Settings, SettingsError } from '../../config/settings.ts';

/** A socket passed by systemd, or an address to listen on. */
export type ListenTarget = { fd: number } | { port: number; host: string };

/** The first socket systemd passes (socket activation: `sd_listen_fds`). */
const firstActivatedFd = 3;

/**
 * Where the server listens: the socket systemd holds for it when started by a socket unit
 * (LISTEN_FDS, and LISTEN_PID naming this process; see README "Deploying on a VPS"), else
 * HOST:PORT. systemd keeps that socket listening across `systemctl restart`, so connections made
 * while no server runs wait in its queue instead of being refused. npm passes no socket on to the
 * script it runs, so such a unit starts node itself. The variables are removed from the
 * environment, so that the build processes started later do not take the socket for theirs.
 */
export function listenTarget(settings: Pick<Settings, 'port' | 'host'>): ListenTarget {
  const { LISTEN_FDS: fds, LISTEN_PID: pid } = process.env;
  delete process.env.LISTEN_FDS;
  delete process.env.LISTEN_PID;
  delete process.env.LISTEN_FDNAMES;
  if (Number(fds) >= 1 && Number(pid) === process.pid) return { fd: firstActivatedFd };
  return { port: settings.port, host: settings.host };
}

/** A listen failure as one line for the person starting the server, naming the setting to change. */
export function listenError(error: unknown, target: ListenTarget): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if ('fd' in target || (code !== 'EADDRINUSE' && code !== 'EACCES')) return error as Error;
  const where = `port ${target.port} on ${target.host}`;
  return new SettingsError(
    code === 'EADDRINUSE'
      ? `PORT: ${where} is already in use (another server, or one still stopping); stop it or set PORT to a free port.`
      : `PORT: ${where} may not be used by this user (ports below 1024 need root); set PORT to 1024 or above.`,
  );
}

/**
 * @hono/node-server's `serve`, listening on `target` (a socket systemd passed, or HOST:PORT);
 * a listen error is emitted as the server's 'error', as `serve` does.
 */
export function serveOn(
  target: ListenTarget,
  options: Parameters<typeof createAdaptorServer>[0],
  listening: (info: AddressInfo) => void,
): ServerType {
  const server = createAdaptorServer(options);
  const listened = (): void => listening(server.address() as AddressInfo);
  if ('fd' in target) server.listen({ fd: target.fd }, listened);
  else server.listen(target, listened);
  return server;
}
