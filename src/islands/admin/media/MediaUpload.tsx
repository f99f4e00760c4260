import { type DragEvent, type FormEvent, type ReactElement, useRef, useState } from 'react';
import {
  isDropZoneType,
  maxPosterBytes,
  megabytes,
  posterTypeMessage,
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

const sizeMb = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);

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
        ? posterTypeMessage
        : chosen.size > posterLimit
          ? `The poster is too large. Maximum size allowed is ${megabytes(posterLimit)} MB`
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
        ? 'Upload error: Please choose one file at a time.'
        : chosen.size > maxUploadBytes
          ? `File is too large. Maximum size allowed is ${maxMb} MB`
          : !isDropZoneType(chosen.type)
            ? 'File type not supported. Please upload video or audio files only.'
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
    if (!file || !title.trim()) return setRejection('Please select a file and enter a title.');
    if (file.size > maxUploadBytes) {
      toast({
        title: 'Upload Failed',
        description:
          `File size (${sizeMb(file.size)} MB) exceeds maximum allowed size of ` +
          `${maxMb} MB. Please compress your file or use a smaller file.`,
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
      toast({ title: 'Upload Failed', description: result.message, variant: 'error' });
      if (result.status === 413) setRejection('Upload failed. Please try again with a smaller file.');
      return;
    }
    let uploaded = result.data.file;
    // The poster goes after the video; when it fails the video stays, without a poster.
    if (poster && isVideo) {
      const posterResult = await uploadPoster(uploaded.id, poster);
      if (posterResult.ok) uploaded = posterResult.data.file;
      else toast({ title: 'Poster Not Saved', description: posterResult.message, variant: 'error' });
    }
    toast({
      title: 'Upload Successful!',
      description: `"${uploaded.title}" was added to the library.`,
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
        <span className="text-lg font-bold text-brand-900">
          {file ? file.name : 'Drop a video or audio file here, or click to choose'}
        </span>
        {file && (
          <span className="text-slate-700">
            {sizeMb(file.size)} MB · {file.type}
          </span>
        )}
        <span className="text-sm text-slate-700">
          Videos: MP4, WebM, MOV, AVI, OGG. Audio: MP3, WAV, M4A, AAC, OGG. Up to {maxMb} MB for each file.
        </span>
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
            Poster picture (optional)
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
            Shown before the video plays. JPEG, PNG, WebP or GIF, up to {megabytes(posterLimit)} MB. Without
            one the site&apos;s own picture is shown.
          </p>
        </div>
      )}
      <Field label="Title" value={title} onChange={setTitle} />
      <TextArea label="Description (optional)" value={description} onChange={setDescription} rows={3} />
      {progress !== null && (
        <div>
          <ProgressBar
            label="Upload progress"
            percent={progress}
            height="h-4"
            fill="bg-leaf-600 transition-all"
          />
          <p className="mt-1 text-sm font-semibold text-slate-700" data-upload-progress>
            Uploading... {progress}%
          </p>
        </div>
      )}
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={progress !== null && progress < 100}
      >
        Upload
      </button>
    </form>
  );
}
