import type { StorageConfig } from '../../config.js';
import { s3Storage } from './s3.js';
import { diskStorage, type Storage } from './storage.js';

/** The configured photo store: S3 when S3_BUCKET is set, else local disk under $DATA_DIR/uploads. */
export const createStorage = (config: StorageConfig): Storage =>
  config.kind === 's3' ? s3Storage(config) : diskStorage(config.root);
