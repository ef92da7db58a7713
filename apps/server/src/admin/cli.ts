import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { FLEET_SEED } from '@chelian/simulator';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { DEMO } from '../demo/tenants';
import { describeError, registerFleet, removeFleet } from './fleet';

const USAGE = `npm run admin -- <command> [options]

Administration of the platform's database, for deployments without console access to it too.
It opens the database the server's settings name: DATABASE_URL (PostgreSQL; the server may run
meanwhile), else the embedded database in DATA_DIR (default ./data), which only one process can
hold: stop the server first, and start it again afterwards.

  fleet register    register a simulated fleet in the archive: a vehicle, SIM card, terminal (with
                    the signing key the simulator's 2025 terminals sign with) and binding per
                    identity, under the series, model and organisation "模拟车队" of the tenant.
                    Idempotent: what exists is left alone.
  fleet remove      remove those vehicles (with their history), terminals and SIM cards

  --vehicles N      how many identities (required)
  --seed S          identity seed, the simulator's --seed (default ${FLEET_SEED})
  --offset N        first identity index, the simulator's --offset (default 0)
  --tenant CODE     tenant code (default ${DEMO.platformTenant}, the platform tenant)

Then: npm run simulate -- --vehicles N --seed S [--offset N]
`;

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function open(): Promise<Database> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    fail((err as Error).message);
  }
  try {
    return await openDatabase({
      url: config.DATABASE_URL || undefined,
      dataDir: config.DATA_DIR,
      holder: 'npm run admin',
    });
  } catch (err) {
    if (err instanceof DataDirBusyError)
      fail(
        [
          `${err.message}.`,
          `The server (or another command) is running on DATA_DIR=${resolve(config.DATA_DIR)}: stop it (Ctrl-C), run this command, then start it again.`,
          `On PostgreSQL (DATABASE_URL) the command runs beside a running server. If no process holds it, delete ${resolve(config.DATA_DIR, 'pglite.lock')}.`,
        ].join('\n'),
        3,
      );
    throw err;
  }
}

function args() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        vehicles: { type: 'string' },
        seed: { type: 'string', default: FLEET_SEED },
        offset: { type: 'string', default: '0' },
        tenant: { type: 'string', default: DEMO.platformTenant },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    // an unknown or incomplete option: say which, with the usage
    fail(`${(err as Error).message}\n\n${USAGE}`);
  }
}

async function main() {
  const { values, positionals } = args();
  const [area, action] = positionals;
  if (values.help || area !== 'fleet' || (action !== 'register' && action !== 'remove')) {
    process.stdout.write(USAGE);
    if (!values.help) process.exit(2);
    return;
  }
  const vehicles = Number(values.vehicles);
  if (!values.vehicles || !Number.isInteger(vehicles) || vehicles < 1)
    fail(`--vehicles must be a whole number above 0\n\n${USAGE}`);
  const offset = Number(values.offset);
  if (!Number.isInteger(offset) || offset < 0) fail(`--offset must be a whole number, 0 or more\n\n${USAGE}`);
  const spec = {
    tenant: values.tenant,
    vehicles,
    seed: values.seed,
    offset,
    onProgress: (done: number, total: number) => {
      // about ten lines however large the fleet
      if (done === total || done % Math.max(1000, Math.ceil(total / 10 / 1000) * 1000) === 0)
        process.stdout.write(`  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}\n`);
    },
  };
  const database = await open();
  try {
    const where =
      database.kind === 'postgres'
        ? 'PostgreSQL (DATABASE_URL)'
        : `the embedded database in ${resolve(loadConfig(process.env).DATA_DIR)}`;
    process.stdout.write(
      `fleet ${action}: ${vehicles.toLocaleString('en-US')} vehicles of seed "${spec.seed}" from index ${offset}, tenant "${spec.tenant}", on ${where}\n`,
    );
    if (action === 'register') {
      const r = await registerFleet(database, spec);
      const c = r.created;
      process.stdout.write(
        `registered in ${(r.ms / 1000).toFixed(1)} s: ${c.vehicles} vehicles, ${c.simCards} SIM cards, ${c.terminals} terminals, ${c.bindings} bindings created` +
          (c.vehicles + c.simCards + c.terminals + c.bindings === 0 ? ' (all were there already)' : '') +
          '\n',
      );
      if (r.conflicts.length)
        process.stdout.write(
          `${r.conflicts.length} identities skipped: the archive holds their VIN, ICCID or terminal code for another vehicle, terminal or tenant (e.g. ${r.conflicts[0]}); pick another --seed or --offset\n`,
        );
      process.stdout.write(
        `next: npm run simulate -- --vehicles ${vehicles} --seed ${spec.seed}${offset ? ` --offset ${offset}` : ''}  (against the server's gateway; add --host/--port when it is elsewhere)\n`,
      );
    } else {
      const r = await removeFleet(database, spec);
      const c = r.removed;
      process.stdout.write(
        `removed in ${(r.ms / 1000).toFixed(1)} s: ${c.vehicles} vehicles (with their history), ${c.terminals} terminals, ${c.simCards} SIM cards\n`,
      );
    }
  } catch (err) {
    process.stderr.write(`fleet ${action} failed: ${describeError(err)}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
