import type { ServerConfig } from '../config';
import { s3Storage } from './s3-storage';
import { diskStorage, type FileStorage } from './storage';

/** The object store when one is configured (S3_BUCKET), else the local folder (FILES_DIR). */
export function openStorage(config: Pick<ServerConfig, 's3' | 'filesDir'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.filesDir);
}
