import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: every workspace's unit and integration tests in one run. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
