import type { Toast } from '../lib/toast-queue.ts';
import { dismissToast } from '../stores/toasts.ts';

const variantClasses: Record<Toast['variant'], string> = {
  default: 'bg-white text-slate-900 ring-slate-200',
  success: 'bg-leaf-100 text-slate-900 ring-leaf-600',
  error: 'bg-coral-100 text-slate-900 ring-coral-500',
};

/**
 * Shows the toast on screen of the queue `queue` in the page's toast region (loaded by
 * src/scripts/toaster.ts at the first toast); the others wait their turn. The close button's name is
 * the region's `data-dismiss-label`, in the page's language (BaseLayout).
 */
export function renderToasts(region: HTMLElement, queue: readonly Toast[]): void {
  const toasts = queue.slice(0, 1);
  const shown = new Set(toasts.map((t) => String(t.id)));
  for (const el of Array.from(region.children) as HTMLElement[]) {
    if (!shown.has(el.dataset.toastId ?? '')) el.remove();
  }
  for (const t of toasts) {
    if (region.querySelector(`[data-toast-id="${t.id}"]`)) continue;
    const item = document.createElement('div');
    item.dataset.toastId = String(t.id);
    item.dataset.variant = t.variant;
    item.setAttribute('role', t.variant === 'error' ? 'alert' : 'status');
    item.className =
      'pointer-events-auto flex w-full items-start gap-3 rounded-2xl p-4 shadow-lg ' +
      `ring-2 ${variantClasses[t.variant]}`;
    const text = document.createElement('div');
    text.className = 'flex-1';
    const title = document.createElement('p');
    title.className = 'font-bold';
    title.textContent = t.title;
    text.append(title);
    if (t.description) {
      const description = document.createElement('p');
      description.className = 'mt-1 text-sm';
      description.textContent = t.description;
      text.append(description);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'rounded-full px-2 text-lg leading-none text-slate-700 hover:bg-white/70';
    close.setAttribute('aria-label', region.dataset.dismissLabel ?? '');
    close.textContent = '×';
    close.addEventListener('click', () => dismissToast(t.id));
    item.append(text, close);
    region.append(item);
  }
}
