import { parentPort } from 'node:worker_threads';
import { parseXlsx, Refused, type XlsxRefusal } from './parse';

/** A request of read.ts: an id and the file's bytes (transferred, not copied). */
export interface ParseRequest {
  id: number;
  file: Uint8Array;
}

/** Its answer: the rows, or why the file is refused. */
export type ParseAnswer =
  { id: number; rows: Awaited<ReturnType<typeof parseXlsx>> } | { id: number; refusal: XlsxRefusal };

// one file at a time: read.ts sends the next only after this one is answered
parentPort?.on('message', async ({ id, file }: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { id, rows: await parseXlsx(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (err) {
    answer = { id, refusal: err instanceof Refused ? err.refusal : { code: 'IMPORT_BAD_FILE' } };
  }
  parentPort!.postMessage(answer);
});
