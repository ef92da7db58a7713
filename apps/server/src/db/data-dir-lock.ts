import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite is a database inside one process: two processes opening the same DATA_DIR would each
 * write its files and corrupt it. So whoever opens it (the server, the admin command) holds this
 * lock file first; a second one is refused with who holds it. A lock whose process has gone (a
 * crash, a kill -9) is taken over.
 */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; holder: string; since: string },
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${holder.holder} (pid ${holder.pid}, since ${holder.since}): the embedded database takes one process at a time`,
    );
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function lockDataDir(dataDir: string, holder: string): { release(): void } {
  const dir = resolve(dataDir);
  const file = join(dir, 'pglite.lock');
  const mine = JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      let held: { pid: number; holder: string; since: string } | null = null;
      try {
        held = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; holder: string; since: string };
      } catch {
        held = null;
      }
      if (held && held.pid !== process.pid && alive(held.pid)) throw new DataDirBusyError(dir, held);
      unlinkSync(file);
    }
  }
  return {
    release() {
      try {
        if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}
