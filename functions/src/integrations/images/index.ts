import { isEmulated } from '../../config';
import { cloudStorageImageStore } from './cloudStorageImageStore';
import { diskImageStore, localImageDir } from './diskImageStore';
import type { ImageStore } from './imageStore';

export type { ImageStore, StoredImage } from './imageStore';

let store: ImageStore | undefined;

/**
 * Files on disk on the emulator suite (or when the environment sets IMAGE_STORAGE=disk), Cloud
 * Storage everywhere else. A plain environment variable rather than a Firebase param on purpose: a
 * new param missing from functions/.env.* makes the emulator stop and ask for its value.
 */
export function imageStore(): ImageStore {
  store ??=
    isEmulated() || process.env.IMAGE_STORAGE === 'disk'
      ? diskImageStore(localImageDir())
      : cloudStorageImageStore();
  return store;
}
