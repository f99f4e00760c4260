import { type ReactElement, type ReactNode, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { toast } from '../../../stores/toasts.ts';
import { announceRebuild } from '../shared/admin-api.ts';
import { PagedList } from '../shared/PagedList.tsx';

/** What people send in, as the admin lists give it: with the sender's name and address. */
export interface Sent {
  id: number;
  createdAt: string;
  authorFullName: string | null;
  authorEmail: string;
  authorChildName?: string | null;
}

/** "Name (address)" of a sender, or "No name (address)". */
export function senderLabel(item: Sent): string {
  const name = item.authorFullName ?? m.admin_no_name();
  return item.authorChildName
    ? m.admin_sender_child({ child: item.authorChildName, name, email: item.authorEmail })
    : m.admin_sender({ name, email: item.authorEmail });
}

/** A view switch of the moderation tabs: buttons in a group, the chosen one pressed. */
export function ViewSwitch<V extends string>({
  views,
  value,
  onChange,
}: {
  /** Each view's label by its id, in the order shown. */
  views: Readonly<Record<V, string>>;
  value: V;
  onChange: (view: V) => void;
}): ReactElement {
  return (
    <div role="group" aria-label={m.admin_show()} className="flex flex-wrap gap-2">
      {(Object.entries(views) as Array<[V, string]>).map(([id, label]) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className="btn-ghost aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * Loads the list of the chosen view (GET path(view) → body[key(view)]) and reloads it on demand; a
 * failed load shows the error toast when `toastOnError`. `items` is null until the view's list is in.
 */
export function useViewList<V extends string, T>(
  view: V,
  path: (view: V) => string,
  key: (view: V) => string,
  toastOnError: boolean,
): { items: T[] | null; reload: () => void } {
  const [loaded, setLoaded] = useState<{ view: V; items: T[] } | null>(null);
  const load = useCallback(
    async (which: V): Promise<void> => {
      const result = await apiRequest<Record<string, T[]>>('GET', path(which));
      if (result.ok) setLoaded({ view: which, items: result.data[key(which)] ?? [] });
      else if (toastOnError) toast({ title: m.admin_error(), description: result.message, variant: 'error' });
    },
    [path, key, toastOnError],
  );
  useEffect(() => {
    void load(view);
  }, [view, load]);
  return { items: loaded?.view === view ? loaded.items : null, reload: () => void load(view) };
}

/**
 * Sends an approve or reject decision to `url`; on success shows `done`'s toast, asks for a
 * rebuild (approved things appear on public pages) and calls `then`.
 */
export async function sendReview(
  url: string,
  decision: 'approve' | 'reject',
  done: { title: string; description?: string },
  then: () => void,
): Promise<void> {
  const result = await apiRequest('POST', url, { decision });
  if (!result.ok)
    return void toast({ title: m.admin_error(), description: result.message, variant: 'error' });
  toast({ ...done, variant: 'success' });
  announceRebuild();
  then();
}

/** The cards of a moderation list: loading, empty, then one card a sent item, paged past 20. */
export function ReviewCards<T extends Sent>({
  items,
  loadingText,
  emptyText,
  noun,
  textOf,
  dataOf,
  children,
}: {
  items: T[] | null;
  loadingText: string;
  emptyText: string;
  noun: string;
  textOf: (item: T) => string;
  /** A data-* attribute of the card, for tests. */
  dataOf?: (item: T) => Record<`data-${string}`, string>;
  children: (item: T) => ReactNode;
}): ReactElement {
  if (!items) return <p role="status">{loadingText}</p>;
  if (items.length === 0) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <PagedList
      items={items}
      textOf={(item) => `${textOf(item)} ${senderLabel(item)}`}
      keyOf={(item) => item.id}
      noun={noun}
      className="grid gap-3"
      renderItem={(item) => (
        <li className="rounded-2xl bg-brand-50 p-4" {...dataOf?.(item)}>
          {children(item)}
        </li>
      )}
    />
  );
}
