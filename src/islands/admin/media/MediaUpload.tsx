import { type DragEvent, type FormEvent, type ReactElement, useRef, useState } from 'react';
import { m } from '#messages';
import { getLocale } from '../../../i18n/page-locale.ts';
import {
  formatMegabytes,
  isDropZoneType,
  maxPosterBytes,
  megabytes,
  posterTypes,
  titleFromFileName,
} from '../../../lib/media.ts';
import { toast } from '../../../stores/toasts.ts';
import { ProgressBar } from '../../shared/ProgressBar.tsx';
import { Field, TextArea } from '../shared/Fields.tsx';
import { type LibraryFile, measureDuration, uploadMedia, uploadPoster } from './media-api.ts';

export interface MediaUploadProps {
  maxUploadBytes: number;
  /** Called with the stored file and the highest progress the upload events reported. */
  onUploaded: (file: LibraryFile, percent: number) => void;
}

const sizeMb = (bytes: number): string => formatMegabytes(bytes, getLocale());

/** The drop zone: one video or audio file, a title (prefilled), a description, then a real upload. */
export function MediaUpload({ maxUploadBytes, onUploaded }: MediaUploadProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [rejection, setRejection] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [poster, setPoster] = useState<File | null>(null);
  const posterInput = useRef<HTMLInputElement>(null);
  const maxMb = megabytes(maxUploadBytes);
  const posterLimit = Math.min(maxPosterBytes, maxUploadBytes);
  const isVideo = file?.type.startsWith('video/') ?? false;

  function choosePoster(files: FileList | null): void {
    setRejection(null);
    const chosen = files?.[0] ?? null;
    const problem = !chosen
      ? null
      : !posterTypes.includes(chosen.type)
        ? m.admin_media_poster_type()
        : chosen.size > posterLimit
          ? m.admin_media_poster_too_large({ max: megabytes(posterLimit) })
          : null;
    if (problem) {
      setRejection(problem);
      if (posterInput.current) posterInput.current.value = '';
      setPoster(null);
      return;
    }
    setPoster(chosen);
  }

  function choose(files: FileList | null): void {
    setRejection(null);
    if (!files || files.length === 0) return;
    const chosen = files[0]!;
    const problem =
      files.length > 1
        ? m.admin_media_one_at_a_time()
        : chosen.size > maxUploadBytes
          ? m.admin_media_too_large({ max: maxMb })
          : !isDropZoneType(chosen.type)
            ? m.admin_media_bad_type()
            : null;
    if (problem) {
      setRejection(problem);
      return;
    }
    setFile(chosen);
    setTitle(titleFromFileName(chosen.name));
  }

  function reset(): void {
    setFile(null);
    setTitle('');
    setDescription('');
    setProgress(null);
    setPoster(null);
    if (input.current) input.current.value = '';
    if (posterInput.current) posterInput.current.value = '';
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!file || !title.trim()) return setRejection(m.admin_media_need_file_title());
    if (file.size > maxUploadBytes) {
      toast({
        title: m.admin_media_upload_failed_title(),
        description: m.admin_media_exceeds({ size: sizeMb(file.size), max: maxMb }),
        variant: 'error',
      });
      return;
    }
    setProgress(0);
    let reached = 0;
    const duration = await measureDuration(file);
    const result = await uploadMedia(
      file,
      { title: title.trim(), description: description.trim(), duration },
      (percent) => {
        reached = Math.max(reached, percent);
        setProgress(percent);
      },
    );
    if (!result.ok) {
      setProgress(null);
      toast({ title: m.admin_media_upload_failed_title(), description: result.message, variant: 'error' });
      if (result.status === 413) setRejection(m.admin_media_retry_smaller());
      return;
    }
    let uploaded = result.data.file;
    // The poster goes after the video; when it fails the video stays, without a poster.
    if (poster && isVideo) {
      const posterResult = await uploadPoster(uploaded.id, poster);
      if (posterResult.ok) uploaded = posterResult.data.file;
      else
        toast({
          title: m.admin_media_poster_not_saved(),
          description: posterResult.message,
          variant: 'error',
        });
    }
    toast({
      title: m.admin_media_uploaded_title(),
      description: m.admin_media_uploaded_text({ title: uploaded.title }),
      variant: 'success',
    });
    reset();
    onUploaded(uploaded, reached);
  }

  const onDrop = (e: DragEvent<HTMLElement>): void => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files);
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={(e) => void submit(e)} data-media-upload>
      <label
        htmlFor="media-file"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={
          'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 ' +
          'rounded-3xl border-4 border-dashed p-6 text-center ' +
          `${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`
        }
      >
        <span aria-hidden="true" className="text-4xl">
          🎬
        </span>
        <span className="text-lg font-bold text-brand-900">{file ? file.name : m.admin_media_drop()}</span>
        {file && (
          <span className="text-slate-700">
            {m.admin_media_megabytes({ size: sizeMb(file.size) })} · {file.type}
          </span>
        )}
        <span className="text-sm text-slate-700">{m.admin_media_formats({ max: maxMb })}</span>
        <input
          id="media-file"
          ref={input}
          type="file"
          accept="video/*,audio/*"
          className="sr-only"
          onChange={(e) => choose(e.target.files)}
        />
      </label>
      {rejection && (
        <p role="alert" className="rounded-2xl bg-coral-100 p-3 font-semibold text-slate-900">
          {rejection}
        </p>
      )}
      {isVideo && (
        <div>
          <label htmlFor="media-poster" className="block font-semibold text-slate-800">
            {m.admin_media_poster()}
          </label>
          <input
            id="media-poster"
            ref={posterInput}
            type="file"
            accept={posterTypes.join(',')}
            aria-describedby="media-poster-hint"
            onChange={(e) => choosePoster(e.target.files)}
            className="mt-1 block w-full rounded-2xl bg-white p-2 ring-1 ring-slate-300"
          />
          <p id="media-poster-hint" className="mt-1 text-sm text-slate-700">
            {m.admin_media_poster_hint({ max: megabytes(posterLimit) })}
          </p>
        </div>
      )}
      <Field label={m.admin_media_title()} value={title} onChange={setTitle} />
      <TextArea label={m.admin_media_description()} value={description} onChange={setDescription} rows={3} />
      {progress !== null && (
        <div>
          <ProgressBar
            label={m.admin_media_progress()}
            percent={progress}
            height="h-4"
            fill="bg-leaf-600 transition-all"
          />
          <p className="mt-1 text-sm font-semibold text-slate-700" data-upload-progress>
            {m.admin_media_uploading({ percent: progress })}
          </p>
        </div>
      )}
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={progress !== null && progress < 100}
      >
        {m.admin_media_upload()}
      </button>
    </form>
  );
}
