import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from './chromium';

/** Browser tests: the built console and a real server on a fresh embedded database, driven in the system Chromium. */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'chelian-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/server/src/cli.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_FLEET: process.env.E2E_DEMO_FLEET ?? '0',
      GATEWAY_PORT: String(port + 1),
      // monitoring tests connect a simulated terminal with a VIN of their own
      GATEWAY_AUTO_REGISTER: 'true',
      LOGIN_MAX_FAILURES: '5',
      // every sign-in of the suite comes from 127.0.0.1, wrong guesses of the helpers included
      LOGIN_IP_MAX_FAILURES: '100000',
      SMS_IP_MAX: '100000',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
    },
  },
});
