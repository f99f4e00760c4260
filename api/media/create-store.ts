import { dataPaths, type Settings } from '../settings.ts';
import { createS3Store } from './s3-store.ts';
import { createLocalStore, type MediaStore } from './store.ts';

/** The store the settings choose: S3_BUCKET set → that bucket; else DATA_DIR/uploads. */
export function createMediaStore(settings: Settings): MediaStore {
  return settings.s3 ? createS3Store(settings.s3) : createLocalStore(dataPaths(settings).uploads);
}
