import { type ReactElement, type ReactNode, useState } from 'react';
import { type ToastInput, toast } from '../../../stores/toasts.ts';
import { apiRequest } from '../../shared/api.ts';
import { announceRebuild, failureToast, useAdminList } from './admin-api.ts';
import { PagedList } from './PagedList.tsx';

/** The toasts and questions of one kind of admin content, in its own words. */
export interface ContentAdminWords<T> {
  loadFailed: (message: string) => ToastInput;
  /** Title of a failed save or delete. */
  errorTitle: string;
  saveFailed: (editing: boolean) => string;
  saved: (editing: boolean) => ToastInput;
  confirmDelete: (item: T) => string;
  deleteFailed: string;
  deleted: ToastInput;
}

export interface ContentAdmin<T, F> {
  items: T[] | null;
  reload: () => Promise<void>;
  /** The open form: editing an item, or adding (editing null); null when closed. */
  form: { editing: T | null } | null;
  setForm: (form: { editing: T | null } | null) => void;
  save: (fields: F) => Promise<boolean>;
  remove: (item: T) => Promise<void>;
}

/**
 * Add, edit and delete of one kind of admin content under `base` (GET base → body[key], POST base,
 * PUT and DELETE base/id), each with its toast; a change asks for a rebuild and reloads the list.
 */
export function useContentAdmin<T extends { id: number | string }, F>(
  base: string,
  key: string,
  words: ContentAdminWords<T>,
): ContentAdmin<T, F> {
  const { items, reload } = useAdminList<T>(base, key, (message) => toast(words.loadFailed(message)));
  const [form, setForm] = useState<{ editing: T | null } | null>(null);

  async function save(fields: F): Promise<boolean> {
    const editing = form?.editing ?? null;
    const result = editing
      ? await apiRequest('PUT', `${base}/${editing.id}`, fields)
      : await apiRequest('POST', base, fields);
    if (!result.ok) {
      failureToast(result, words.errorTitle, words.saveFailed(editing !== null));
      return false;
    }
    toast(words.saved(editing !== null));
    announceRebuild();
    if (editing) setForm(null);
    await reload();
    return true;
  }

  async function remove(item: T): Promise<void> {
    if (!window.confirm(words.confirmDelete(item))) return;
    const result = await apiRequest('DELETE', `${base}/${item.id}`);
    if (!result.ok) return failureToast(result, words.errorTitle, words.deleteFailed);
    toast(words.deleted);
    announceRebuild();
    await reload();
  }

  return { items, reload, form, setForm, save, remove };
}

export interface ContentListProps<T> {
  titleId: string;
  title: string;
  /** h2 on a page of its own, h3 inside an admin tab. */
  headingLevel?: 2 | 3;
  /** A line under the heading. */
  intro?: string;
  items: T[] | null;
  loadingText: string;
  emptyText: string;
  /** The plural in "Search …" and the pager. */
  noun: string;
  ordered?: boolean;
  /** The text a search looks in. */
  textOf: (item: T) => string;
  /** The item's name, read after Edit and Delete by screen readers. */
  nameOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  /** Controls before Edit and Delete (a switch). */
  extraActions?: (item: T) => ReactNode;
  rowClassName?: string;
  actionsClassName?: string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/** The list card of an admin content tab: loading and empty states, then rows with Edit and Delete, paged. */
export function ContentList<T extends { id: number | string }>({
  titleId,
  title,
  headingLevel = 3,
  intro,
  items,
  loadingText,
  emptyText,
  noun,
  ordered,
  textOf,
  nameOf,
  summary,
  extraActions,
  rowClassName = 'flex flex-wrap items-center justify-between gap-3 py-3',
  actionsClassName = 'flex gap-2',
  onEdit,
  onDelete,
}: ContentListProps<T>): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card" aria-labelledby={titleId}>
      <Heading id={titleId} className="text-xl font-extrabold text-brand-900">
        {title}
      </Heading>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      {items === null ? (
        <p role="status" className="mt-3 text-slate-700">
          {loadingText}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-slate-700">{emptyText}</p>
      ) : (
        <PagedList
          items={items}
          textOf={textOf}
          keyOf={(item) => item.id}
          noun={noun}
          ordered={ordered}
          className="mt-3 divide-y divide-slate-200"
          listProps={{ 'data-admin-list': '' }}
          renderItem={(item) => (
            <li className={rowClassName}>
              {summary(item)}
              <span className={actionsClassName}>
                {extraActions?.(item)}
                <button type="button" className="btn-ghost" onClick={() => onEdit(item)}>
                  Edit<span className="sr-only"> {nameOf(item)}</span>
                </button>
                <button type="button" className="btn-ghost text-coral-700" onClick={() => onDelete(item)}>
                  Delete<span className="sr-only"> {nameOf(item)}</span>
                </button>
              </span>
            </li>
          )}
        />
      )}
    </section>
  );
}

/** The head of an admin content tab: its title and, while no form is open, the add button. */
export function ContentTabHeader({
  title,
  addLabel,
  formOpen,
  onAdd,
}: {
  title: string;
  addLabel: string;
  formOpen: boolean;
  onAdd: () => void;
}): ReactElement {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="section-title">{title}</h2>
      {!formOpen && (
        <button type="button" className="btn-primary" onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </div>
  );
}
