import type { Config } from '../../config.js';
import { createLocalImageStore, type ImageStore } from './image-store.js';
import { createS3ImageStore } from './s3-image-store.js';

/** The image store the configuration names (IMAGE_STORE, docs/architecture.md §4): folders under
 *  DATA_DIR/images, or the S3 bucket of the S3_* variables. The one place that chooses, used by the
 *  server and by fsck. Opens no connection: the S3 store connects (and loads its SDK) on first use. */
export function createConfiguredImageStore(config: Pick<Config, 'imageStore'>): ImageStore {
  const store = config.imageStore;
  return store.kind === 's3' ? createS3ImageStore(store) : createLocalImageStore(store.root);
}
