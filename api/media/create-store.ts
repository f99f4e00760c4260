import { dataPaths, type Settings } from '../settings.ts';
import { createLocalStore, type MediaStore } from './store.ts';

/** The store the settings choose: S3_BUCKET set → that bucket; else DATA_DIR/uploads. */
export function createMediaStore(settings: Settings): MediaStore {
  return settings.s3 ? lazyS3Store(settings.s3) : createLocalStore(dataPaths(settings).uploads);
}

/**
 * The S3 store, its SDK loaded on first use: a server on local uploads never loads it, and one on
 * S3 loads it with its first media request (the AWS SDK holds about 30 MB of memory once loaded).
 */
function lazyS3Store(s3: NonNullable<Settings['s3']>): MediaStore {
  let store: Promise<MediaStore> | null = null;
  const load = (): Promise<MediaStore> => {
    store ??= import('./s3-store.ts').then((m) => m.createS3Store(s3));
    return store;
  };
  return {
    kind: 's3',
    save: async (body, options) => (await load()).save(body, options),
    remove: async (bucket, fileName) => (await load()).remove(bucket, fileName),
    info: async (bucket, fileName) => (await load()).info(bucket, fileName),
    read: async (bucket, fileName, start, end) => (await load()).read(bucket, fileName, start, end),
  };
}
