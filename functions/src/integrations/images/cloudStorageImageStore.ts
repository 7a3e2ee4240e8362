import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { ImageStore } from './imageStore';

/**
 * A Cloud Storage "no such object" answer. A missing bucket is a 404 too ("The specified bucket does
 * not exist."), but that is a misconfiguration, not a missing image: it must fail loudly.
 */
function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== 404) return false;
  const message = 'message' in error ? String(error.message) : '';
  return !/bucket does not exist/i.test(message);
}

/**
 * The production adapter: objects in the project's default Cloud Storage bucket, through the Admin
 * SDK. Objects are private; the API (and a CDN in front of it) serves them. `STORAGE_EMULATOR_HOST`
 * (read by @google-cloud/storage when the client is made) points it at another JSON API endpoint:
 * the contract test uses the fake in fakes/src/gcs.
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
    async delete(path) {
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
  };
}
