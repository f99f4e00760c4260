import { type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../../client/request.ts';
import { getLocale } from '../../../i18n/page-locale.ts';
import { formatMegabytes, matchesMediaSearch } from '../../../lib/media.ts';
import { toast } from '../../../stores/toasts.ts';
import { PagedList, SearchField } from '../shared/PagedList.tsx';
import type { LibraryFile } from './media-api.ts';

export interface MediaListProps {
  files: LibraryFile[];
  onChanged: () => void;
}

function Preview({ file }: { file: LibraryFile }): ReactElement {
  if (file.bucket === 'videos')
    return (
      <video
        src={file.url}
        controls
        preload="none"
        className="aspect-video w-full rounded-2xl bg-slate-900"
      />
    );
  if (file.bucket === 'audio') return <audio src={file.url} controls preload="none" className="w-full" />;
  return <img src={file.url} alt="" className="max-h-40 rounded-2xl object-contain" loading="lazy" />;
}

/** The file list: search, select all / deselect all, bulk delete, and copy-URL and delete per file. */
export function MediaList({ files, onChanged }: MediaListProps): ReactElement {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const shown = files.filter((f) => matchesMediaSearch(f, query));
  const allShownSelected = shown.length > 0 && shown.every((f) => selected.has(f.id));

  const toggle = (id: string): void => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  async function copyUrl(file: LibraryFile): Promise<void> {
    try {
      await navigator.clipboard.writeText(new URL(file.url, window.location.origin).href);
      toast({
        title: m.admin_media_url_copied_title(),
        description: m.admin_media_url_copied_text(),
        variant: 'success',
      });
    } catch {
      toast({ title: m.admin_error(), description: m.admin_media_copy_failed(), variant: 'error' });
    }
  }

  async function remove(file: LibraryFile): Promise<void> {
    if (!window.confirm(m.admin_media_confirm_delete({ title: file.title }))) return;
    const result = await apiRequest('DELETE', `/api/admin/media/${encodeURIComponent(file.id)}`);
    if (!result.ok)
      return void toast({
        title: m.admin_media_delete_failed_title(),
        description: m.admin_media_delete_failed_text(),
        variant: 'error',
      });
    toast({
      title: m.admin_media_deleted_title(),
      description: m.admin_media_deleted_text({ title: file.title }),
      variant: 'success',
    });
    setSelected((s) => new Set([...s].filter((id) => id !== file.id)));
    onChanged();
  }

  async function removeSelected(): Promise<void> {
    const ids = [...selected];
    if (ids.length === 0 || !window.confirm(m.admin_media_confirm_bulk({ count: ids.length }))) return;
    const result = await apiRequest<{ deleted: string[]; failed: Array<{ id: string }> }>(
      'POST',
      '/api/admin/media/bulk-delete',
      { ids },
    );
    const deleted = result.ok ? result.data.deleted.length : 0;
    if (deleted === 0) {
      toast({
        title: m.admin_media_bulk_failed_title(),
        description: m.admin_media_bulk_failed_text(),
        variant: 'error',
      });
    } else {
      const failed = result.ok ? result.data.failed.length : 0;
      toast({
        title: m.admin_media_bulk_done_title(),
        description:
          m.admin_media_bulk_deleted({ count: deleted }) +
          (failed ? m.admin_media_bulk_not_deleted({ count: failed }) : ''),
        variant: failed ? 'default' : 'success',
      });
    }
    setSelected(new Set());
    onChanged();
  }

  return (
    <div className="grid gap-4" data-media-list>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          id="media-search"
          label={m.admin_media_search()}
          value={query}
          onChange={setQuery}
          className="min-w-64 flex-1"
        />
        <button
          type="button"
          className="btn-ghost"
          onClick={() => setSelected(allShownSelected ? new Set() : new Set(shown.map((f) => f.id)))}
        >
          {allShownSelected ? m.admin_media_deselect_all() : m.admin_media_select_all()}
        </button>
        <button
          type="button"
          className="btn bg-coral-700 text-white hover:bg-coral-500 disabled:opacity-60"
          disabled={selected.size === 0}
          onClick={() => void removeSelected()}
        >
          {m.admin_media_delete_selected({ count: selected.size })}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="card text-center text-slate-700">
          {files.length === 0 ? m.admin_media_none_yet() : m.admin_media_no_match()}
        </p>
      ) : (
        <PagedList
          items={shown}
          textOf={(file) => file.title}
          keyOf={(file) => file.id}
          noun={m.admin_media_noun()}
          searchable={false}
          className="grid gap-4 md:grid-cols-2"
          renderItem={(file) => (
            <li className="card grid gap-3 p-4" data-media-file={file.title}>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  checked={selected.has(file.id)}
                  onChange={() => toggle(file.id)}
                  className="mt-1 h-5 w-5 accent-brand-700"
                  aria-label={m.admin_media_select({ title: file.title })}
                />
                <span>
                  <span className="block font-bold text-brand-900">{file.title}</span>
                  <span className="block text-sm text-slate-700">
                    {file.originalName} · {file.mimeType} ·{' '}
                    {m.admin_media_megabytes({ size: formatMegabytes(file.fileSize, getLocale()) })}
                    {file.duration
                      ? ` · ${m.admin_media_seconds({ seconds: Math.round(file.duration) })}`
                      : ''}
                  </span>
                </span>
              </label>
              <Preview file={file} />
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-ghost" onClick={() => void copyUrl(file)}>
                  {m.admin_media_copy_url()}
                </button>
                <button type="button" className="btn-ghost text-coral-700" onClick={() => void remove(file)}>
                  {m.admin_delete()}
                  <span className="sr-only"> {file.title}</span>
                </button>
              </div>
            </li>
          )}
        />
      )}
    </div>
  );
}
