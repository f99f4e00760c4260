import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
// GET /api/admin/build answers the rebuilder's status and the kept builds as JSON (a type only: no server code ships).
import { apiRequest } from '../../client/request.ts';
import type { AdminBuildStatus as RebuildStatus } from '../../lib/admin-status.ts';
import { toast } from '../../stores/toasts.ts';
import { adminNumber, adminTime as time } from './shared/format.ts';

const pollWhileBusyMs = 2000;

/**
 * The site's build state (building, live since, failed with the error), "Rebuild site", and the
 * kept builds with "Make live" on each earlier one (a rollback until the next build).
 */
export function BuildStatus(): ReactElement {
  const [status, setStatus] = useState<RebuildStatus | null>(null);

  const refresh = useCallback(async (): Promise<void> => {
    const result = await apiRequest<RebuildStatus>('GET', '/api/admin/build');
    if (result.ok) setStatus(result.data);
  }, []);

  useEffect(() => {
    void refresh();
    // Admin changes elsewhere on the page announce themselves so the status follows.
    const onChange = (): void => void refresh();
    window.addEventListener('site-rebuild-requested', onChange);
    return () => window.removeEventListener('site-rebuild-requested', onChange);
  }, [refresh]);

  useEffect(() => {
    if (!status || status.state === 'idle') return;
    const timer = window.setTimeout(() => void refresh(), pollWhileBusyMs);
    return () => window.clearTimeout(timer);
  }, [status, refresh]);

  async function rebuild(): Promise<void> {
    const result = await apiRequest<RebuildStatus>('POST', '/api/admin/build');
    if (!result.ok)
      return void toast({ title: m.admin_error(), description: result.message, variant: 'error' });
    setStatus(result.data);
    toast({ title: m.admin_build_started_title(), description: m.admin_build_started_text() });
  }

  async function makeLive(id: string, finishedAt: string): Promise<void> {
    if (!window.confirm(m.admin_build_confirm_live({ time: time(finishedAt) }))) return;
    const result = await apiRequest<RebuildStatus>('POST', '/api/admin/build/live', { id });
    if (!result.ok)
      return void toast({ title: m.admin_error(), description: result.message, variant: 'error' });
    setStatus(result.data);
    toast({
      title: m.admin_build_live_title(),
      description: m.admin_build_live_text({ time: time(finishedAt) }),
    });
  }

  const failed = status?.last && !status.last.ok ? status.last : null;
  return (
    <section className="card" aria-labelledby="build-title" data-build-status={status?.state ?? 'loading'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="build-title" className="text-xl font-extrabold text-brand-900">
          {m.admin_build_title()}
        </h2>
        <button
          type="button"
          className="btn-primary"
          onClick={() => void rebuild()}
          disabled={status?.state === 'building'}
        >
          {m.admin_build_rebuild()}
        </button>
      </div>
      <div role="status" className="mt-2 text-slate-700">
        {!status && <p>{m.admin_build_loading()}</p>}
        {status?.state === 'building' && <p>{m.admin_build_building({ time: time(status.startedAt!) })}</p>}
        {status?.state === 'queued' && <p>{m.admin_build_queued()}</p>}
        {status?.state === 'idle' && status.live && (
          <p>
            {m.admin_build_live_since({ time: time(status.live.since) })}
            {status.last?.ok
              ? m.admin_build_took({ seconds: adminNumber(status.last.durationMs / 1000, 1) })
              : ''}
          </p>
        )}
        {status?.state === 'idle' && !status.live && <p>{m.admin_build_none_live()}</p>}
      </div>
      {failed && (
        <div className="mt-3 rounded-2xl bg-coral-100 p-3" role="alert">
          <p className="font-bold text-slate-900">
            {m.admin_build_failed({ time: time(failed.finishedAt) })}
          </p>
          <pre className="mt-2 max-h-48 overflow-auto text-xs whitespace-pre-wrap text-slate-900">
            {failed.error}
          </pre>
        </div>
      )}
      {status && status.builds.length > 0 && (
        <details className="mt-3" data-kept-builds>
          <summary className="cursor-pointer font-bold text-brand-900">
            {m.admin_build_kept({ count: status.builds.length })}
          </summary>
          <ul className="mt-2 space-y-2">
            {status.builds.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2"
                data-build-id={b.id}
              >
                <span className="text-slate-700">
                  {m.admin_build_built({ time: time(b.finishedAt) })}{' '}
                  <span className="text-xs text-slate-600">({b.id})</span>
                </span>
                {b.live ? (
                  <span className="font-bold text-slate-900">{m.admin_build_live()}</span>
                ) : (
                  <button
                    type="button"
                    className="btn-ghost"
                    onClick={() => void makeLive(b.id, b.finishedAt)}
                    disabled={status.state !== 'idle'}
                    aria-label={m.admin_build_make_live_label({ time: time(b.finishedAt) })}
                  >
                    {m.admin_build_make_live()}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
