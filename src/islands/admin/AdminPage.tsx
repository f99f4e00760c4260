import type { ReactElement, ReactNode } from 'react';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSession } from '../shared/use-session.ts';
import { BuildStatus } from './BuildStatus.tsx';

/** The frame of the admin sub-pages: a title, "Back to Admin" and "Home", and the build status. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }): ReactElement | null {
  const { isAdmin } = useSession();
  // Rendered only after hydration: the server's HTML has no admin, even when the session is known.
  const hydrated = useHydrated();
  if (!hydrated || !isAdmin) return null;
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">{title}</h1>
        <nav aria-label="Admin" className="flex flex-wrap gap-2">
          <a href="/admin/" className="btn-ghost">
            <span aria-hidden="true">← </span>Back to Admin
          </a>
          <a href="/" className="btn-ghost">
            Home
          </a>
        </nav>
      </header>
      <BuildStatus />
      {children}
    </div>
  );
}
