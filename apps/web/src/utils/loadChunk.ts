/** Script chunk time-out: two minutes. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorType = 'timeout' | 'load';

/** A chunk that failed to load, named by what it holds. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly type: ChunkErrorType,
    readonly reason: unknown = undefined,
  ) {
    super(
      type === 'timeout'
        ? `Loading chunk "${chunk}" timed out after ${CHUNK_TIMEOUT_MS / 1000} s`
        : `Loading chunk "${chunk}" failed: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
    this.name = 'ChunkLoadError';
  }
}

/** Runs a dynamic import with a time-out; failures become a ChunkLoadError naming the chunk. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, 'load', error));
      },
    );
  });
}
