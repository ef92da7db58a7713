import { fork } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { OTA_CALLS, otaTaskSpec, otaTopic } from '@chelian/contracts/resources/ota/index';
import { fleetIdentities } from '../apps/simulator/src/index';
import { buildApp, type App } from '../apps/server/src/app';
import { telemetryStore } from '../apps/server/src/db/store';
import { forwardOtaProgress } from '../apps/server/src/domains/ota/push';
import { startTask } from '../apps/server/src/domains/ota/service';
import { signInAdmin } from './api';
import { benchConfig } from './fleet';
import { benchDatabase, percentile, type Figure } from './support';

/**
 * One upgrade campaign on PostgreSQL: VEHICLES simulated terminals (a child process) log in over
 * TCP to the embedded gateway; a task of 10 waves (10 % each, next wave at 50 % success, never
 * pausing) orders them the remote upgrade (0x82/0x01); each terminal downloads the PACKAGE over
 * HTTP from the server (checking size and MD5), flashes, and reports every step with the 0xC1
 * progress frame, which the gateway stores and the OTA job applies.
 *
 * Measured: the orders sent per second, the time from start to the last vehicle done, the
 * progress reports applied per second and the server's CPU per report (the server process alone:
 * the terminals run in the child; PostgreSQL's own CPU is not in it), the rows the campaign
 * wrote, and the websocket pushes a console watching the task receives (the OTA push coalescer
 * fed by the same bus events the sockets get; bytes are the JSON a socket would carry), and the
 * console's progress page read once a second while the campaign runs (the task's vehicles and the
 * task list, through the routes with a signed-in admin).
 */
const VEHICLES = Number(process.env.BENCH_OTA_VEHICLES ?? 10_000);
const PACKAGE_BYTES = Number(process.env.BENCH_OTA_PACKAGE ?? 5 * 2 ** 20);
const PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench@2026';
const STEP_MS = Number(process.env.BENCH_OTA_STEP_MS ?? 400);
const FAILURE_RATE = 0.02;
const CUT_RATE = 0.1;
const SEED = 'bench-ota';
/**
 * CPU priority of the terminals' process (nice, 0-19). A fleet's terminals are not on the server's
 * machine; here 10,000 of them download and hash some 90 MB/s on the same 2 cores and, at the
 * server's priority, take CPU the console's requests wait for (bench/RESULTS.md: the refresh's
 * p95 at 272 ms with 0, 102 ms with 10, its SQL 1-2 ms either way).
 */
const TERMINALS_NICE = Number(process.env.BENCH_OTA_TERMINALS_NICE ?? 10);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const server = (url: string): Promise<App> =>
  buildApp({ config: benchConfig(url, PASSWORD, { GATEWAY_MAX_CONNECTIONS_PER_IP: '0' }) });

export async function run(): Promise<Figure[]> {
  const db = await benchDatabase();
  const app = await server(db.url);
  const store = telemetryStore(app.ctx.database);
  const q = async <T>(sql: string, params: unknown[] = []) => store.query<T>(sql, params);
  const n = async (sql: string, params: unknown[] = []) =>
    Number((await q<{ n: number }>(sql, params))[0]?.n ?? 0);
  let child: ReturnType<typeof fork> | null = null;
  try {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
    const [tenant] = await q<{ id: number }>(`select id from tenants where tenant_code = 'chelian'`);
    const tenantId = Number(tenant!.id);
    const [admin] = await q<{ id: number }>(`select id from users where tenant_id = $1 order by id limit 1`, [
      tenantId,
    ]);
    const ids = fleetIdentities(VEHICLES, SEED);
    for (let i = 0; i < ids.length; i += 5000)
      await q(`insert into vehicles (tenant_id, vin) select $1, unnest($2::varchar[])`, [
        tenantId,
        ids.slice(i, i + 5000).map((x) => x.vin),
      ]);

    // the package, stored as an upload would store it
    const pkg = randomBytes(PACKAGE_BYTES);
    const key = `bench/${randomUUID()}.bin`;
    await app.ctx.storage.write(key, Readable.from([pkg]));
    const sha = createHash('sha256').update(pkg).digest('hex');
    const [file] = await q<{ id: number }>(
      `insert into attachments (tenant_id, file_name, content_type, file_size, storage_key, sha256)
       values ($1, 'tbox.bin', 'application/octet-stream', $2, $3, $4) returning id`,
      [tenantId, PACKAGE_BYTES, key, sha],
    );
    const [version] = await q<{ id: number }>(
      `insert into ota_versions (tenant_id, version_name, component_code, version_text, version_no, version_type,
         package_id, package_size, package_md5, package_sha256)
       values ($1, 'T-BOX 2.0.0', 'TBOX', '2.0.0', 200, 'APP_PACK', $2, $3, $4, $5) returning id`,
      [tenantId, file!.id, PACKAGE_BYTES, createHash('md5').update(pkg).digest('hex'), sha],
    );
    const [task] = await q<{ id: number }>(
      `insert into ota_tasks (tenant_id, task_name, version_id, wave_unit, wave_size, success_threshold, error_threshold)
       values ($1, 'bench campaign', $2, 'PERCENT', 10, 50, 100) returning id`,
      [tenantId, version!.id],
    );
    const taskId = Number(task!.id);
    await q(
      `insert into ota_task_vehicles (tenant_id, task_id, vehicle_id, vin)
       select $1, $2, id, vin from vehicles where tenant_id = $1 and vin = any($3::varchar[])`,
      [tenantId, taskId, ids.map((x) => x.vin)],
    );

    // the terminals log in (ramped over VEHICLES / 1000 s, as a fleet's terminals come online)
    child = fork(
      new URL('./ota-load.ts', import.meta.url).pathname,
      [
        JSON.stringify({
          port: app.vehicle.gateway!.port,
          vehicles: VEHICLES,
          seed: SEED,
          rampMs: VEHICLES,
          stepMs: STEP_MS,
          failureRate: FAILURE_RATE,
          cutRate: CUT_RATE,
        }),
      ],
      { execArgv: ['--import', 'tsx'], stdio: 'inherit' },
    );
    if (child.pid) os.setPriority(child.pid, TERMINALS_NICE);
    const waiting = new Map<string, (m: { reports: number }) => void>();
    child.on('message', (m: { type: string; reports: number }) => waiting.get(m.type)?.(m));
    const next = (type: string) => new Promise<{ reports: number }>((r) => waiting.set(type, r));
    const online = next('online');
    await online;
    await sleep(2000);

    // a console watching the task: what the coalescer hands its socket
    const pushes: { at: number; bytes: number; vehicles: number }[] = [];
    const peer = {
      tenantId,
      dealerOrgId: null,
      permissions: new Set(['updateTask/view']),
      topics: new Set([otaTopic(), otaTopic(taskId)]),
    };
    const stopPush = forwardOtaProgress(
      app.ctx.bus,
      () => [new Set([peer])],
      (_p, push) =>
        pushes.push({
          at: Date.now(),
          bytes: JSON.stringify(push).length,
          vehicles: push.type === 'ota' ? push.vehicles.length : 0,
        }),
    );

    const rawBefore = await n(`select count(*)::int as n from raw_frames`);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await startTask(
      app.ctx,
      { auth: { tenantId, userId: Number(admin!.id), dealerOrgId: null }, lang: 'en-US' },
      taskId,
      origin,
    );
    const wave1Ms = performance.now() - t0;
    // the start call returns once wave 1 (a tenth of the vehicles) has its orders
    const wave1 = Math.ceil(VEHICLES / 10);
    const cpuWave1 = process.cpuUsage(cpu0);

    // until every vehicle is done (succeeded or failed), or the campaign stalls for a minute
    let done = 0;
    let lastChange = Date.now();
    const loads: number[] = [];
    const api = await signInAdmin(app, PASSWORD);
    const refreshes: number[] = [];
    // what the progress page reads when it refreshes: the task list with its figures, the task's vehicles
    const refresh = async () => {
      const t = performance.now();
      await Promise.all([
        api.call('POST', `/api/${otaTaskSpec.service}/${otaTaskSpec.base}/page`, { page: 1, pageSize: 10 }),
        api.call('POST', `/api/${OTA_CALLS.linked.path}`, { taskId, page: 1, pageSize: 10 }),
      ]);
      refreshes.push(performance.now() - t);
    };
    while (done < VEHICLES) {
      await sleep(1000);
      await refresh();
      loads.push(os.loadavg()[0]!);
      const now = await n(
        `select count(*)::int as n from ota_task_vehicles where task_id = $1 and operate_status = 'COMPLETED'`,
        [taskId],
      );
      if (now !== done) lastChange = Date.now();
      done = now;
      if (Date.now() - lastChange > 60_000) break;
    }
    const totalMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    await sleep(1500);
    stopPush();
    const reportsMsg = next('reports');
    child.send({ type: 'reports' });
    const { reports } = await reportsMsg;
    const figures = (
      await q<{ success: number; failed: number; details: number; tickets: number; open: number }>(
        `select count(*) filter (where upgrade_status = 'SUCCESS')::int as success,
                count(*) filter (where upgrade_status <> 'SUCCESS' and operate_status = 'COMPLETED')::int as failed,
                (select count(*)::int from ota_task_vehicle_details d join ota_task_vehicles v on v.id = d.task_vehicle_id where v.task_id = $1) as details,
                (select count(*)::int from ota_download_tickets t join ota_task_vehicles v on v.id = t.task_vehicle_id where v.task_id = $1) as tickets,
                (select count(*)::int from ota_download_tickets t join ota_task_vehicles v on v.id = t.task_vehicle_id where v.task_id = $1 and t.spent_at is null) as open
           from ota_task_vehicles where task_id = $1`,
        [taskId],
      )
    )[0]!;
    const rawRows = (await n(`select count(*)::int as n from raw_frames`)) - rawBefore;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const spanS = pushes.length > 1 ? (pushes[pushes.length - 1]!.at - pushes[0]!.at) / 1000 : 1;
    const busiest = pushes.reduce((m, p) => Math.max(m, p.bytes), 0);
    const waves = await n(`select current_wave as n from ota_tasks where id = $1`, [taskId]);
    return [
      { name: 'simulated terminals over TCP', value: VEHICLES, unit: 'vehicles' },
      { name: "terminals' process CPU priority (nice)", value: TERMINALS_NICE, unit: '' },
      { name: 'package', value: PACKAGE_BYTES, unit: 'bytes' },
      { name: 'waves reached', value: waves, unit: 'waves' },
      { name: 'wave 1 orders sent', value: wave1, unit: 'orders' },
      { name: 'wave 1 dispatch rate', value: Math.round(wave1 / (wave1Ms / 1000)), unit: 'orders/s' },
      {
        name: 'server CPU per order (wave 1)',
        value: Math.round(((cpuWave1.user + cpuWave1.system) / 1000 / Math.max(1, wave1)) * 100) / 100,
        unit: 'ms',
      },
      { name: 'start to last vehicle done', value: Math.round(totalMs / 100) / 10, unit: 's' },
      { name: 'vehicles succeeded', value: figures.success, unit: 'vehicles' },
      { name: 'vehicles failed (simulated flash failures)', value: figures.failed, unit: 'vehicles' },
      { name: 'vehicles not done (lost state update)', value: VEHICLES - done, unit: 'vehicles' },
      { name: 'progress reports sent by terminals', value: reports, unit: 'frames' },
      {
        name: 'progress reports handled per second (campaign average)',
        value: Math.round(reports / (totalMs / 1000)),
        unit: 'frames/s',
      },
      {
        name: 'server CPU per progress report (all server work / reports)',
        value: Math.round((cpuMs / Math.max(1, reports)) * 100) / 100,
        unit: 'ms',
      },
      { name: 'server CPU, whole campaign', value: Math.round(cpuMs / 100) / 10, unit: 's' },
      {
        name: 'package bytes served per second',
        value: Math.round(((figures.success + figures.failed) * PACKAGE_BYTES) / (totalMs / 1000)),
        unit: 'bytes/s',
      },
      { name: 'server RSS at the end', value: Math.round(process.memoryUsage().rss / 2 ** 20), unit: 'MiB' },
      { name: 'rows: upgrade history (ota_task_vehicle_details)', value: figures.details, unit: 'rows' },
      { name: 'rows: download tickets', value: figures.tickets, unit: 'rows' },
      { name: 'rows: download tickets left open', value: figures.open, unit: 'rows' },
      { name: 'rows: raw frames stored during the campaign', value: rawRows, unit: 'rows' },
      { name: 'websocket pushes to a watching console', value: pushes.length, unit: 'pushes' },
      {
        name: 'websocket push rate',
        value: Math.round((pushes.length / spanS) * 100) / 100,
        unit: 'pushes/s',
      },
      { name: 'websocket largest push', value: busiest, unit: 'bytes' },
      ...(() => {
        const sorted = [...refreshes].sort((a, b) => a - b);
        const ms = (v: number) => Math.round(v * 10) / 10;
        return [
          {
            name: 'progress page refresh during the campaign, median',
            value: ms(percentile(sorted, 50)),
            unit: 'ms',
          },
          {
            name: `progress page refresh, p95 (target < 200 ms${percentile(sorted, 95) < 200 ? '' : ', MISSED'})`,
            value: ms(percentile(sorted, 95)),
            unit: 'ms',
          },
          { name: 'progress page refresh, max', value: ms(sorted[sorted.length - 1] ?? 0), unit: 'ms' },
        ];
      })(),
      {
        name: 'load average (1 min) during the campaign, max',
        value: Math.round(Math.max(...loads, 0) * 100) / 100,
        unit: '',
      },
    ];
  } finally {
    if (child) {
      const c = child;
      const closed = new Promise((r) => c.once('exit', r));
      c.send({ type: 'stop' });
      await Promise.race([closed, sleep(60_000)]);
      if (c.exitCode === null) c.kill();
    }
    await app.close();
    await db.drop();
  }
}
