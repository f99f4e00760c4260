import { afterEach, describe, expect, it } from 'vitest';
import { listenError, listenTarget } from '../../api/lifecycle/listen.ts';
import { SettingsError } from '../../config/settings.ts';

const settings = { port: 4321, host: '127.0.0.1' };

afterEach(() => {
  delete process.env.LISTEN_FDS;
  delete process.env.LISTEN_PID;
});

describe('where the server listens', () => {
  it('takes the socket systemd passed to this process (fd 3), and hides it from later processes', () => {
    process.env.LISTEN_FDS = '1';
    process.env.LISTEN_PID = String(process.pid);
    expect(listenTarget(settings)).toEqual({ fd: 3 });
    expect(process.env.LISTEN_FDS).toBeUndefined();
    expect(process.env.LISTEN_PID).toBeUndefined();
  });

  it('listens on HOST:PORT when the socket was passed to another process, or none was', () => {
    process.env.LISTEN_FDS = '1';
    process.env.LISTEN_PID = String(process.pid + 1);
    expect(listenTarget(settings)).toEqual(settings);
    expect(listenTarget(settings)).toEqual(settings);
  });

  it('turns a port in use into one line naming the port and PORT', () => {
    const error = listenError(
      Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }),
      settings,
    );
    expect(error).toBeInstanceOf(SettingsError);
    expect(error.message).not.toContain('\n');
    expect(error.message).toMatch(/^PORT: port 4321 on 127\.0\.0\.1 is already in use/);
  });

  it('leaves other errors as they are', () => {
    const other = Object.assign(new Error('listen EINVAL'), { code: 'EINVAL' });
    expect(listenError(other, settings)).toBe(other);
    expect(listenError(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), { fd: 3 })).not.toBeInstanceOf(
      SettingsError,
    );
  });
});
