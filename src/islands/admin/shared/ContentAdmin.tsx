import { type ComponentType, type ReactElement, type ReactNode, useId, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { type ToastInput, toast } from '../../../stores/toasts.ts';
import { announceRebuild, failureToast, useAdminList } from './admin-api.ts';
import { PagedList } from './PagedList.tsx';
import type { AdminFormProps } from './use-admin-form.ts';

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
  /** The add button ("Add Proverb"). */
  add: string;
  /** The list's heading, loading and empty lines, and the plural of its items. */
  list: ContentListWords;
}

export interface ContentAdmin<T, F> {
  words: ContentAdminWords<T>;
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

  return { words, items, reload, form, setForm, save, remove };
}

/** The words of a content list: its heading, loading and empty lines, and the plural of its items. */
export interface ContentListWords {
  title: string;
  /** A line under the heading. */
  intro?: string;
  loading: string;
  empty: string;
  /** The plural in "Search …" and the pager. */
  noun: string;
}

export interface ContentListProps<T, F> {
  /** The kind's items, and Edit and Delete of each row. */
  admin: ContentAdmin<T, F>;
  /** The list's heading when it says more than the kind's words (a count). */
  title?: string;
  /** h2 on a page of its own, h3 inside an admin tab. */
  headingLevel?: 2 | 3;
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
}

/** The list card of an admin content tab: loading and empty states, then rows with Edit and Delete, paged. */
export function ContentList<T extends { id: number | string }, F>({
  admin,
  title,
  headingLevel = 3,
  ordered,
  textOf,
  nameOf,
  summary,
  extraActions,
  rowClassName = 'flex flex-wrap items-center justify-between gap-3 py-3',
  actionsClassName = 'flex gap-2',
}: ContentListProps<T, F>): ReactElement {
  const { items } = admin;
  const words = admin.words.list;
  const titleId = useId();
  const onEdit = (item: T) => admin.setForm({ editing: item });
  const onDelete = (item: T) => void admin.remove(item);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card" aria-labelledby={titleId}>
      <Heading id={titleId} className="text-xl font-extrabold text-brand-900">
        {title ?? words.title}
      </Heading>
      {words.intro && <p className="mt-1 text-sm text-slate-700">{words.intro}</p>}
      {items === null ? (
        <p role="status" className="mt-3 text-slate-700">
          {words.loading}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-slate-700">{words.empty}</p>
      ) : (
        <PagedList
          items={items}
          textOf={textOf}
          keyOf={(item) => item.id}
          noun={words.noun}
          ordered={ordered}
          className="mt-3 divide-y divide-slate-200"
          listProps={{ 'data-admin-list': '' }}
          renderItem={(item) => (
            <li className={rowClassName}>
              {summary(item)}
              <span className={actionsClassName}>
                {extraActions?.(item)}
                <button type="button" className="btn-ghost" onClick={() => onEdit(item)}>
                  {m.admin_edit()}
                  <span className="sr-only"> {nameOf(item)}</span>
                </button>
                <button type="button" className="btn-ghost text-coral-700" onClick={() => onDelete(item)}>
                  {m.admin_delete()}
                  <span className="sr-only"> {nameOf(item)}</span>
                </button>
              </span>
            </li>
          )}
        />
      )}
    </section>
  );
}

type ContentForm<T, F> = ComponentType<AdminFormProps<T, F>>;

/** The open add or edit form (keyed by its item, so another item starts afresh); nothing when closed. */
function OpenForm<T extends { id: number | string }, F>({
  admin,
  Form,
}: {
  admin: ContentAdmin<T, F>;
  Form: ContentForm<T, F>;
}): ReactElement | null {
  const { form, save, setForm } = admin;
  if (!form) return null;
  return (
    <Form
      key={form.editing?.id ?? 'new'}
      editing={form.editing}
      onSave={save}
      onCancel={() => setForm(null)}
    />
  );
}

/** A content page's add button, replaced by the form while one is open. */
export function FormOrAdd<T extends { id: number | string }, F>({
  admin,
  Form,
}: {
  admin: ContentAdmin<T, F>;
  Form: ContentForm<T, F>;
}): ReactElement {
  if (admin.form) return <OpenForm admin={admin} Form={Form} />;
  return (
    <p>
      <AddButton admin={admin} />
    </p>
  );
}

/** The add button of a kind's words ("Add Proverb"): it opens an empty form. */
function AddButton<T, F>({ admin }: { admin: ContentAdmin<T, F> }): ReactElement {
  return (
    <button type="button" className="btn-primary" onClick={() => admin.setForm({ editing: null })}>
      {admin.words.add}
    </button>
  );
}

export interface ContentTabProps<T, F> extends Omit<ContentListProps<T, F>, 'headingLevel'> {
  /** The tab's id ("verse-sets"): its view is marked `data-admin-verse-sets`. */
  tab: string;
  /** The tab's heading. */
  heading: string;
  /** The add and edit form of one item. */
  Form: ContentForm<T, F>;
  /** What follows the list (a bulk import). */
  children?: ReactNode;
}

/**
 * An admin content tab: its heading with the add button (hidden while a form is open), the open
 * form, the list with Edit and Delete on each row, then anything the tab adds.
 */
export function ContentTab<T extends { id: number | string }, F>({
  tab,
  heading,
  Form,
  children,
  ...list
}: ContentTabProps<T, F>): ReactElement {
  const { admin } = list;
  return (
    <div className="grid gap-6" {...{ [`data-admin-${tab}`]: '' }}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="section-title">{heading}</h2>
        {admin.form === null && <AddButton admin={admin} />}
      </div>
      <OpenForm admin={admin} Form={Form} />
      <ContentList {...list} />
      {children}
    </div>
  );
}
