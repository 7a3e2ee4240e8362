/**
 * The image storage port: everything that keeps image bytes (uploads, resized variants) goes
 * through this, never a storage SDK or the file system directly. Paths are '/'-separated keys such
 * as `images/{restaurantId}/{imageId}` or `cache/400/images/{restaurantId}/{imageId}`.
 */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStore {
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored object, or undefined when nothing is stored at `path`. */
  get(path: string): Promise<StoredImage | undefined>;
  /** Removes the object; nothing stored at `path` is not an error. */
  delete(path: string): Promise<void>;
}
