import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { ImageStore } from './imageStore';

/** Status of a Cloud Storage "no such object" answer. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 404;
}

/**
 * The production adapter: objects in the project's default Cloud Storage bucket, through the Admin
 * SDK. Objects are private; the API (and a CDN in front of it) serves them.
 */
export function cloudStorageImageStore(bucketName?: string): ImageStore {
  const bucket = () => getStorage(getApps()[0] ?? initializeApp()).bucket(bucketName);
  return {
    async put(path, bytes, contentType) {
      // Small files: one request is quicker than a resumable session.
      await bucket().file(path).save(bytes, { contentType, resumable: false });
    },
    async get(path) {
      const file = bucket().file(path);
      try {
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
  };
}
