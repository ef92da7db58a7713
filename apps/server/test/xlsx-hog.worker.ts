import { parentPort } from 'node:worker_threads';

/** A parser thread gone wrong, for the reader's tests: file [1] spins forever, any other allocates until the heap is gone. */
const hoard: number[][] = [];
parentPort?.on('message', ({ file }: { file: Uint8Array }) => {
  if (file[0] === 1) for (;;);
  for (;;) hoard.push(new Array(100_000).fill(hoard.length));
});
