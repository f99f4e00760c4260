import type { ReactElement } from 'react';
import {
  copiedToast,
  copyFailedToast,
  type Shareable,
  shareLinks,
  shareText,
} from '../../lib/devotionals/share.ts';
import { toast } from '../../stores/toasts.ts';
import { Modal } from '../shared/Modal.tsx';

const icons: Record<string, string> = { facebook: '📘', twitter: '🐦', whatsapp: '💬', email: '✉️' };

/** Share dialog: Facebook, Twitter, WhatsApp, Email (links carrying the page URL) and Copy Link. */
export function ShareDialog({
  item,
  onClose,
}: {
  item: Shareable | null;
  onClose: () => void;
}): ReactElement {
  async function copy(target: Shareable): Promise<void> {
    try {
      await navigator.clipboard.writeText(shareText(target));
      toast({ ...copiedToast, variant: 'success' });
    } catch {
      toast({ ...copyFailedToast, variant: 'error' });
    }
  }

  return (
    <Modal open={item !== null} onClose={onClose} title="Share This Devotional" className="max-w-md">
      {item && (
        <>
          <p className="text-slate-700">Share “{item.title}” with your friends and family.</p>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {shareLinks(item).map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  target={link.id === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  className="btn-ghost w-full"
                >
                  <span aria-hidden="true">{icons[link.id]}</span> {link.label}
                </a>
              </li>
            ))}
          </ul>
          <button type="button" className="btn-primary mt-4 w-full" onClick={() => void copy(item)}>
            <span aria-hidden="true">🔗</span> Copy Link
          </button>
        </>
      )}
    </Modal>
  );
}
