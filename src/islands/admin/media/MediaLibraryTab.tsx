import { type ReactElement, useCallback, useEffect, useState } from 'react';
import { formatMegabytes } from '../../../lib/media.ts';
import { TabButtons } from '../shared/TabButtons.tsx';
import { MediaList } from './MediaList.tsx';
import { MediaUpload } from './MediaUpload.tsx';
import { fetchLibrary, type Library } from './media-api.ts';

type View = 'upload' | 'all' | 'videos' | 'audio';
const views: Array<{ id: View; label: string }> = [
  { id: 'upload', label: 'Upload' },
  { id: 'all', label: 'All Files' },
  { id: 'videos', label: 'Videos' },
  { id: 'audio', label: 'Audio' },
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
        Loading the media library...
      </p>
    );

  const cards = [
    { label: 'Total Files', value: String(library.summary.totalFiles) },
    { label: 'Video Files', value: String(library.summary.videoFiles) },
    { label: 'Audio Files', value: String(library.summary.audioFiles) },
    { label: 'Total Size', value: `${formatMegabytes(library.summary.totalSizeBytes)} MB` },
  ];
  const files = library.files.filter(
    (f) => f.bucket !== 'images' && (view === 'all' || view === 'upload' || f.bucket === view),
  );

  return (
    <section className="grid gap-5" aria-label="Media Library">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="card p-4 text-center">
            <span className="block text-sm font-semibold text-slate-700">{card.label}</span>
            <span className="block text-2xl font-extrabold text-brand-900" data-summary={card.label}>
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
          ✅ Upload complete ({completed.percent}%): “{completed.title}” is in the library. The public pages
          update after the rebuild.
        </p>
      )}
      <TabButtons label="Media" tabs={views} active={view} onChoose={setView} />
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
