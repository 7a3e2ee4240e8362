import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageStore, StoredImage } from './imageStore';

/**
 * The local adapter (emulator suite, demo seed): each object is a file under one directory plus a
 * `<file>.meta.json` beside it holding its content type. The Storage emulator cannot start offline
 * (see ENVIRONMENT.md), so the local setup keeps images on disk behind the `/api/images` route.
 *
 * This module imports nothing but Node built-ins so the demo seed (scripts/seed/demoImages.ts) can
 * write with the very same layout the API reads.
 */
export function diskImageStore(rootDir: string): ImageStore & { fileFor(path: string): string } {
  const root = resolve(rootDir);

  function fileFor(path: string): string {
    const file = resolve(root, ...path.split('/'));
    // Keys are built from checked ids, but a key must never reach outside the image directory.
    const inside = relative(root, file);
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep))
      throw new RangeError(`Image path "${path}" is outside the image store`);
    return file;
  }

  return {
    fileFor,
    async put(path, bytes, contentType) {
      const file = fileFor(path);
      await mkdir(dirname(file), { recursive: true });
      // Write-then-rename: a reader racing a writer sees the old file or the new one, never half.
      // The temporary names are unique per write, so racing writers never share one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(`${temporary}.meta`, JSON.stringify({ contentType }));
      await rename(`${temporary}.meta`, `${file}.meta.json`);
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(path): Promise<StoredImage | undefined> {
      const file = fileFor(path);
      try {
        const [bytes, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType?: unknown };
        if (typeof contentType !== 'string') return undefined;
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(path) {
      const file = fileFor(path);
      // The object first: a reader never finds bytes without their content type.
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
  };
}

/**
 * The repository root: the nearest folder above this module holding `firebase.json`. Works from the
 * bundled functions (functions/lib/index.js), from source and from the seed's bundle alike.
 */
export function repoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let folder = resolve(from);
  while (!existsSync(join(folder, 'firebase.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No firebase.json above ${from}: cannot find the repository root`);
    folder = parent;
  }
  return folder;
}

/** Where local images live: `IMAGE_STORAGE_DIR`, else `<repo root>/.cache/images` (git-ignored). */
export function localImageDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.IMAGE_STORAGE_DIR?.trim() || join(repoRoot(), '.cache', 'images');
}
