import { workerData } from 'node:worker_threads';

// The parser is TypeScript: run from source (tsx, vitest) it needs tsx's loader, which a worker
// thread does not inherit from the thread that starts it.
if (workerData.entry.endsWith('.ts')) (await import('tsx/esm/api')).register();
await import(workerData.entry);
