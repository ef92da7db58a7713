import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import type { SheetRow, XlsxRefusal } from './parse';
import type { ParseAnswer } from './worker';

export type { SheetRow } from './parse';

/**
 * The parser's heap: the densest file every limit of parse.ts lets through (2,100 rows of 256
 * cells, 15M characters of text) is read within it; anything that got past them and grew would end
 * the thread at 256 MB, not the process at 4 GB.
 */
const HEAP_MB = 256;
/**
 * Wall-clock time one file may take: a hostile file is refused in milliseconds by the limits, and
 * the slowest ones they let through (60 MB of XML, or that densest sheet) took 2 to 5 s on a
 * loaded 2-core machine; past 10 s the thread is ended and the file refused.
 */
const TIMEOUT_MS = 10_000;
/**
 * An idle thread (about 40 MB) is ended after 5 minutes: a preview and the import that follows it
 * share one, and the next file after a pause starts another (0.3-1 s under tsx, on the thread).
 */
const IDLE_MS = 5 * 60_000;

interface Job {
  file: Buffer;
  resolve(rows: SheetRow[]): void;
  reject(err: unknown): void;
}

/** The script a parser thread runs, its heap and its time for one file. */
export interface ParserOptions {
  entry?: URL;
  heapMb?: number;
  timeoutMs?: number;
}

/**
 * One parser thread, started on the first file, taking one file at a time: the event loop only
 * copies the bytes over and receives the rows, so the API and the gateway keep answering while a
 * file is read, and a file that sinks the thread (heap, time) sinks nothing else.
 */
export class ParserThread {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private current: { id: number; job: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;
  private readonly entry: string;
  private readonly heapMb: number;
  private readonly timeoutMs: number;

  constructor(options: ParserOptions = {}) {
    // run from source the entry is worker.ts, which boot.mjs registers tsx for (a thread does not inherit loaders)
    this.entry = (
      options.entry ?? new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url)
    ).href;
    this.heapMb = options.heapMb ?? HEAP_MB;
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  read(file: Buffer): Promise<SheetRow[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ file, resolve, reject });
      this.pump();
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
      workerData: { entry: this.entry },
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    worker.on('message', (answer: ParseAnswer) => this.answered(answer));
    worker.on('error', (err) => this.failed(worker, err));
    worker.on('exit', () => this.failed(worker, null));
    return worker;
  }

  private pump() {
    if (this.current || !this.queue.length) return;
    if (this.idle) clearTimeout(this.idle);
    const job = this.queue.shift()!;
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    const timer = setTimeout(() => this.failed(worker, null), this.timeoutMs);
    this.current = { id, job, timer };
    // a copy of the bytes the thread takes over: the upload's buffer may share memory with others
    const bytes = new Uint8Array(job.file);
    worker.postMessage({ id, file: bytes }, [bytes.buffer]);
  }

  private answered(answer: ParseAnswer) {
    const current = this.current;
    if (!current || current.id !== answer.id) return;
    clearTimeout(current.timer);
    this.current = null;
    if ('rows' in answer) current.job.resolve(answer.rows);
    else current.job.reject(refusal(answer.refusal));
    this.settle();
  }

  /**
   * The thread ran out of heap or time, or ended: the file it was reading is refused as one that
   * cannot be read (a thread that fails to start at all is the server's fault, answered as such).
   */
  private failed(worker: Worker, err: Error | null) {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate();
    const current = this.current;
    this.current = null;
    if (current) {
      clearTimeout(current.timer);
      const outOfMemory = (err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      current.job.reject(err && !outOfMemory ? err : refusal({ code: 'IMPORT_BAD_FILE' }));
    }
    this.settle();
  }

  private settle() {
    if (this.queue.length) return this.pump();
    const worker = this.worker;
    if (!worker) return;
    this.idle = setTimeout(() => {
      if (this.worker === worker && !this.current) {
        this.worker = null;
        void worker.terminate();
      }
    }, IDLE_MS);
    this.idle.unref();
  }
}

const refusal = (r: XlsxRefusal) => {
  const { code, ...params } = r;
  return new AppError(400, code, params);
};

const thread = new ParserThread();

/**
 * The rows of the first visible sheet of an uploaded xlsx (see parse.ts for how cells read),
 * parsed on a thread of its own; a file that is not an xlsx or breaks a limit is a 400 naming why.
 */
export function readSheet(file: Buffer): Promise<SheetRow[]> {
  return thread.read(file);
}
