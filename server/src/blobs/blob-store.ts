import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where files live (uploads, generated documents). A local folder by default. */
export type BlobStore = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe blob key ${key}`);
}

export function createFolderBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    return join(base, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    async put(key, data) {
      checkKey(key);
      blobs.set(key, Buffer.from(data));
    },
    async get(key) {
      return blobs.get(key) ?? null;
    },
    async delete(key) {
      blobs.delete(key);
    },
  };
}

export function createBlobStore(dir: string): BlobStore {
  return dir === 'memory://' ? createMemoryBlobStore() : createFolderBlobStore(dir);
}
