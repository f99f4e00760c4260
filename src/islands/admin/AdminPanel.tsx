import { Component, type ReactElement, type ReactNode, Suspense, useEffect, useState } from 'react';
import { m } from '#messages';
import { localHref } from '../../i18n/paths.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { useSession } from '../shared/use-session.ts';
import { BuildStatus } from './BuildStatus.tsx';
import { type BulkExamples, BulkExamplesContext } from './bulk-examples.ts';
import { clearClientCaches } from './clear-cache.ts';
import { MailStatus } from './MailStatus.tsx';
import { TabButtons } from './shared/TabButtons.tsx';
import { adminTabs } from './tabs.ts';

// One way home: a second link ("Back to Main") looked like another Home.
const headerLinks = (): Array<{ label: string; href: string }> => [
  { label: m.admin_link_mini_lessons(), href: '/admin/mini-lessons/' },
  { label: m.admin_link_readings(), href: '/admin/readings/' },
  { label: m.admin_link_reading_plans(), href: '/admin/reading-plans/' },
  { label: m.admin_link_about(), href: '/about/' },
  { label: m.admin_link_home(), href: '/' },
];

/** A tab whose code could not be fetched (offline, or a newer build replaced it) says so. */
class TabLoadError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="text-coral-700">
        {m.admin_tab_load_failed()}
      </p>
    );
  }
}

/** /admin (admin only; every call behind it is checked on the server). */
export default function AdminPanel({ examples }: { examples: BulkExamples }): ReactElement | null {
  const { isAdmin } = useSession();
  // Rendered only after hydration: the server's HTML has no admin, even when the session is known.
  const hydrated = useHydrated();
  const tabs = adminTabs;
  const [active, setActive] = useState(tabs[0]?.id ?? '');

  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('tab');
    if (wanted && tabs.some((t) => t.id === wanted)) setActive(wanted);
  }, [tabs]);

  if (!hydrated || !isAdmin) return null;
  const choose = (id: string): void => {
    setActive(id);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', id);
    window.history.replaceState(null, '', url);
  };
  const Current = tabs.find((t) => t.id === active)?.component;

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">{m.admin_page_title()}</h1>
        <nav aria-label={m.admin_nav_label()} className="flex flex-wrap gap-2">
          {headerLinks().map((link) => (
            <a key={link.href} href={localHref(link.href)} className="btn-ghost">
              {link.label}
            </a>
          ))}
          <button type="button" className="btn-ghost" onClick={() => void clearClientCaches()}>
            {m.admin_clear_cache()}
          </button>
        </nav>
      </header>
      <BuildStatus />
      <MailStatus />
      {tabs.length > 0 && (
        <div>
          <TabButtons
            label={m.admin_tabs_label()}
            tabs={tabs.map((t) => ({ id: t.id, label: t.label() }))}
            active={active}
            onChoose={choose}
            linkPanels
          />
          <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="mt-4">
            <BulkExamplesContext value={examples}>
              {Current && (
                <TabLoadError key={active}>
                  <Suspense
                    fallback={
                      <p role="status" className="text-slate-700">
                        {m.admin_loading()}
                      </p>
                    }
                  >
                    <Current />
                  </Suspense>
                </TabLoadError>
              )}
            </BulkExamplesContext>
          </div>
        </div>
      )}
    </div>
  );
}
