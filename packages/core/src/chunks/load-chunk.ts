import { ChunkLoadError, isChunkLoadError } from '../errors/catalogue';
import { type LoadingOverlay, loadingOverlay } from '../overlay/loading-overlay';

/** Script and stylesheet chunks must arrive within 120 s (product-spec §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export type LoadChunkOptions = {
  timeoutMs?: number;
};

/**
 * Runs a dynamic import with a time-out. A time-out or a failed fetch of the chunk (usually: a
 * new version was deployed and the old chunk is gone) rejects with `ChunkLoadError`; any other
 * error (e.g. thrown while the module evaluates) is passed on unchanged.
 */
export function loadChunk<T>(
  importer: () => Promise<T>,
  options: LoadChunkOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError({ message: `Loading a chunk timed out after ${timeoutMs} ms.` }));
    }, timeoutMs);
    Promise.resolve()
      .then(importer)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(
            isChunkLoadError(error) && !(error instanceof ChunkLoadError)
              ? new ChunkLoadError({ message: (error as Error).message, cause: error })
              : error,
          );
        },
      );
  });
}

/** The same loader, with the loading overlay up until it settles (used for section loads). */
export function withLoadingOverlay<T>(
  importer: () => Promise<T>,
  overlay: LoadingOverlay = loadingOverlay,
): () => Promise<T> {
  return async () => {
    overlay.show();
    try {
      return await importer();
    } finally {
      overlay.hide();
    }
  };
}
