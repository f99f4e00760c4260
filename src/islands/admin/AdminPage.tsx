import type { ReactElement, ReactNode } from 'react';
import { m } from '#messages';
import { localHref } from '../../i18n/paths.ts';
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
        <nav aria-label={m.admin_nav_label()} className="flex flex-wrap gap-2">
          <a href={localHref('/admin/')} className="btn-ghost">
            <span aria-hidden="true">← </span>
            {m.admin_back_to_admin()}
          </a>
          <a href={localHref('/')} className="btn-ghost">
            {m.admin_link_home()}
          </a>
        </nav>
      </header>
      <BuildStatus />
      {children}
    </div>
  );
}
