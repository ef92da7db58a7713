import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  root: here,
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // one module graph and one jsdom per worker, as the server's suite does: each file starting its
    // own (antd, React, the catalogues) was a fifth of the run
    isolate: false,
    testTimeout: 20000,
  },
});
