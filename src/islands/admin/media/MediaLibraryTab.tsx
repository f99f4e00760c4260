import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { m } from '#messages';
import { getLocale } from '../../../i18n/page-locale.ts';
import { formatMegabytes } from '../../../lib/media.ts';
import { TabButtons } from '../shared/TabButtons.tsx';
import { MediaList } from './MediaList.tsx';
import { MediaUpload } from './MediaUpload.tsx';
import { fetchLibrary, type Library } from './media-api.ts';

type View = 'upload' | 'all' | 'videos' | 'audio';
const viewsInWords = (): Array<{ id: View; label: string }> => [
  { id: 'upload', label: m.admin_media_upload() },
  { id: 'all', label: m.admin_media_all() },
  { id: 'videos', label: m.admin_media_videos() },
  { id: 'audio', label: m.admin_media_audio() },
];

/** Admin tab "Media Library": summary cards, upload, and the file lists. */
export default function MediaLibraryTab(): ReactElement {
  const [library, setLibrary] = useState<Library | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<View>('upload');
  const [completed, setCompleted] = useState<{ title: string; percent: number } | null>(null);

  const refresh = useCallback(async (): Promise<void> => {
    const result = await fetchLibrary();
    if (result.ok) setLibrary(result.data);
    else setError(result.message);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const announceRebuild = (): void => {
    window.dispatchEvent(new Event('site-rebuild-requested'));
  };
  if (error)
    return (
      <p role="alert" className="card text-slate-900">
        {error}
      </p>
    );
  if (!library)
    return (
      <p className="card" role="status">
        {m.admin_media_loading()}
      </p>
    );

  // `id` names each card for the tests (data-summary), in every language.
  const cards = [
    { id: 'Total Files', label: m.admin_media_total_files(), value: String(library.summary.totalFiles) },
    { id: 'Video Files', label: m.admin_media_video_files(), value: String(library.summary.videoFiles) },
    { id: 'Audio Files', label: m.admin_media_audio_files(), value: String(library.summary.audioFiles) },
    {
      id: 'Total Size',
      label: m.admin_media_total_size(),
      value: m.admin_media_megabytes({ size: formatMegabytes(library.summary.totalSizeBytes, getLocale()) }),
    },
  ];
  const views = viewsInWords();
  const files = library.files.filter(
    (f) => f.bucket !== 'images' && (view === 'all' || view === 'upload' || f.bucket === view),
  );

  return (
    <section className="grid gap-5" aria-label={m.admin_tab_media_library()}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map((card) => (
          <li key={card.id} className="card p-4 text-center">
            <span className="block text-sm font-semibold text-slate-700">{card.label}</span>
            <span className="block text-2xl font-extrabold text-brand-900" data-summary={card.id}>
              {card.value}
            </span>
          </li>
        ))}
      </ul>
      {completed && (
        <p
          role="status"
          className="rounded-2xl bg-leaf-100 p-3 font-semibold text-slate-900"
          data-upload-complete
        >
          {m.admin_media_upload_complete({ percent: completed.percent, title: completed.title })}
        </p>
      )}
      <TabButtons label={m.admin_media_tabs()} tabs={views} active={view} onChoose={setView} />
      <div role="tabpanel" aria-label={views.find((v) => v.id === view)!.label}>
        {view === 'upload' ? (
          <MediaUpload
            maxUploadBytes={library.maxUploadBytes}
            onUploaded={(file, percent) => {
              setCompleted({ title: file.title, percent });
              void refresh();
              setView('all');
              announceRebuild();
            }}
          />
        ) : (
          <MediaList
            files={files}
            onChanged={() => {
              void refresh();
              announceRebuild();
            }}
          />
        )}
      </div>
    </section>
  );
}
