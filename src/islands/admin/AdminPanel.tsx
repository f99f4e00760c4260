import { useStore } from '@nanostores/react';
import type { ReactElement } from 'react';
import { $session } from '../../stores/session.ts';
import { BuildStatus } from './BuildStatus.tsx';
import { clearClientCaches } from './clear-cache.ts';

const headerLinks = [
  { label: 'Mini Lessons', href: '/admin/mini-lessons/' },
  { label: 'Daily Readings', href: '/admin/readings/' },
  { label: 'About', href: '/about/' },
  { label: 'Home', href: '/' },
  { label: 'Back to Main', href: '/explorer/' },
];

/** /admin (admin only; every call behind it is checked on the server). */
export default function AdminPanel(): ReactElement | null {
  const { isAdmin } = useStore($session);
  if (!isAdmin) return null;
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="page-title">Admin Panel</h1>
        <nav aria-label="Admin" className="flex flex-wrap gap-2">
          {headerLinks.map((link) => (
            <a key={link.href} href={link.href} className="btn-ghost">{link.label}</a>
          ))}
          <button type="button" className="btn-ghost" onClick={() => void clearClientCaches()}>Clear Cache</button>
        </nav>
      </header>
      <BuildStatus />
    </div>
  );
}
