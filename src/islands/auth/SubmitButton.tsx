import type { ReactElement } from 'react';
import { m } from '#messages';
import { useHydrated } from '../shared/use-hydrated.ts';

/** An auth form's submit button: off until the island is live and while its request runs. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }): ReactElement {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn-sun w-full text-lg" disabled={busy || !hydrated} aria-busy={busy}>
      {busy ? m.account_please_wait() : label}
    </button>
  );
}
