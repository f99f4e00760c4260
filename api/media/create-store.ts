import { dataPaths, type Settings } from '../../config/settings.ts';
import { createLocalStore, type MediaStore } from './store.ts';

/** The store the settings choose: S3_BUCKET set → that bucket; else DATA_DIR/uploads. */
export function createMediaStore(settings: Settings): MediaStore {
  return settings.s3 ? lazyS3Store(settings.s3) : createLocalStore(dataPaths(settings).uploads);
}

/**
 * The S3 store, its SDK loaded in the background as the server starts: a server on local uploads
 * never loads it (the AWS SDK holds about 30 MB of memory once loaded), and a first upload on a busy
 * machine does not wait for the SDK's load.
 */
function lazyS3Store(s3: NonNullable<Settings['s3']>): MediaStore {
  let store: Promise<MediaStore> | null = null;
  const load = (): Promise<MediaStore> => {
    store ??= import('./s3-store.ts').then((m) => m.createS3Store(s3));
    return store;
  };
  // A failed load is answered by the request that uses the store (the same promise, rejected).
  load().catch(() => undefined);
  return {
    kind: 's3',
    save: async (body, options) => (await load()).save(body, options),
    remove: async (bucket, fileName) => (await load()).remove(bucket, fileName),
    info: async (bucket, fileName) => (await load()).info(bucket, fileName),
    read: async (bucket, fileName, start, end) => (await load()).read(bucket, fileName, start, end),
  };
}
