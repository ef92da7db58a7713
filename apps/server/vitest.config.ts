import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share one module graph: importing the server (its domains, drizzle,
    // fastify) cost each file about 5 s of CPU, 35% of the suite's time on 2 cores. Each file still
    // builds its own server on its own database (test/harness.ts); no test mocks modules.
    isolate: false,
    testTimeout: 30000,
    // a harness (migrations and the demo seed on a fresh embedded database) takes about 8 s on a
    // quiet machine and over 60 s on two cores shared with other builds
    hookTimeout: 180000,
  },
});
