import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'gb32960',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60000,
  },
});
