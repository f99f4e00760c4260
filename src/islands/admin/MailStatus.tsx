import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
// GET /api/admin/mail answers the queue's state as JSON (a type only: no server code ships).
import { apiRequest } from '../../client/request.ts';
import type { MailQueueStatus } from '../../lib/admin-status.ts';
import { adminTime as time } from './shared/format.ts';

/** The mail queue: how many mails wait, how many failed, and the last errors. */
export function MailStatus(): ReactElement {
  const [status, setStatus] = useState<MailQueueStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async (): Promise<void> => {
    const result = await apiRequest<MailQueueStatus>('GET', '/api/admin/mail');
    if (result.ok) {
      setStatus(result.data);
      setError(null);
    } else setError(result.message);
  }, []);

  useEffect(() => void refresh(), [refresh]);

  return (
    <section className="card" aria-labelledby="mail-title" data-mail-status={status ? 'loaded' : 'loading'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mail-title" className="text-xl font-extrabold text-brand-900">
          {m.admin_mail_title()}
        </h2>
        <button type="button" className="btn-ghost" onClick={() => void refresh()}>
          {m.admin_mail_refresh()}
        </button>
      </div>
      <div role="status" className="mt-2 text-slate-700">
        {!status && !error && <p>{m.admin_mail_loading()}</p>}
        {error && <p>{error}</p>}
        {status && (
          <p>
            {status.transport === 'smtp' ? m.admin_mail_smtp() : m.admin_mail_outbox()}{' '}
            {m.admin_mail_counts({
              pending: status.pending,
              failed: status.failed,
              sent: status.sentLastDay,
            })}
          </p>
        )}
      </div>
      {status && status.problems.length > 0 && (
        <div className="mt-3 rounded-2xl bg-coral-100 p-3">
          <p className="font-bold text-slate-900">{m.admin_mail_problems()}</p>
          <ul className="mt-2 grid gap-2 text-sm text-slate-900">
            {status.problems.map((p) => (
              <li key={p.id}>
                <span className="font-semibold">
                  {p.status === 'failed' ? m.admin_mail_failed() : m.admin_mail_retrying()}
                </span>
                :{' '}
                {m.admin_mail_problem({
                  subject: p.subject ? `“${p.subject}”` : m.admin_mail_a_mail(),
                  recipient: p.recipient,
                  attempts: m.admin_mail_attempts({ count: p.attempts }),
                  time: time(p.updatedAt),
                })}
                <pre className="mt-1 text-xs whitespace-pre-wrap">{p.lastError}</pre>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
