import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { benchConfig } from './fleet';
import { benchDatabase, type Figure } from './support';

const VEHICLES = Number(process.env.BENCH_FLEET_VEHICLES ?? 100_000);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npm run admin -- fleet <action>` as a user would (a process of its own) and returns its wall time in seconds. */
function command(action: 'register' | 'remove', env: Record<string, string>): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/admin/cli.ts',
        'fleet',
        action,
        '--vehicles',
        String(VEHICLES),
        '--seed',
        'bench-fleet',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(Math.round((Date.now() - started) / 100) / 10)
        : reject(new Error(`fleet ${action} exited with ${code}`)),
    );
  });
}

/**
 * `npm run admin -- fleet register` of 100,000 simulated vehicles (vehicle, SIM card, terminal
 * with its signing key, binding and log row each) into a database the server seeded: on
 * PostgreSQL and on the embedded PGlite. Then the same command again (everything exists: the
 * idempotent path), and the removal. Wall time of the whole command, start-up included.
 */
export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const n = VEHICLES.toLocaleString('en-US');

  const { url, drop } = await benchDatabase();
  try {
    const server = await buildApp({ config: benchConfig(url, 'Bench@2026') });
    await server.close();
    const env = { DATABASE_URL: url };
    figures.push({ name: `PostgreSQL: register ${n}`, value: await command('register', env), unit: 's' });
    figures.push({
      name: `PostgreSQL: register again (all there)`,
      value: await command('register', env),
      unit: 's',
    });
    figures.push({ name: `PostgreSQL: remove ${n}`, value: await command('remove', env), unit: 's' });
  } finally {
    await drop();
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'chelian-bench-fleet-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: '0',
      GATEWAY_PORT: '0',
      WEB_DIST: '',
      DEMO_FLEET: '0',
      DEMO_SEED: 'false',
    });
    const database = await openDatabase({ dataDir });
    const server = await buildApp({ config, database });
    await server.close();
    await database.close();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    figures.push({ name: `PGlite: register ${n}`, value: await command('register', env), unit: 's' });
    figures.push({
      name: `PGlite: register again (all there)`,
      value: await command('register', env),
      unit: 's',
    });
    figures.push({ name: `PGlite: remove ${n}`, value: await command('remove', env), unit: 's' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
