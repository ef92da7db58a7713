import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTA_CALLS,
  otaTaskSpec,
  otaVersionSpec,
  type OtaVehicleRow,
} from '@chelian/contracts/resources/ota/index';
import type { SimulatedTerminal } from '@chelian/simulator';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { multipartFile } from './resources-support';

// ------------------------------------------------------------------ end to end

let h: Harness;
let admin: string;
let origin: string;
const api = (path: string) => `/api/${path}`;
const call = (method: string, url: string, body?: unknown, lang = 'en-US') =>
  h.call(method, url, {
    token: admin,
    body,
    headers: { 'accept-language': lang, host: origin.replace('http://', '') },
  });
const VERSION_BASE = api(`${otaVersionSpec.service}/${otaVersionSpec.base}`);
const TASK_BASE = api(`${otaTaskSpec.service}/${otaTaskSpec.base}`);
const SEED = 'ota-test';
const PACKAGE = randomBytes(200_000);
const terminals: SimulatedTerminal[] = [];

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  admin = await h.adminToken();
  // terminals fetch packages over real HTTP
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  for (const t of terminals) t.disconnect();
  await h?.close();
});

async function upload(content: Buffer, name = 'tbox.bin') {
  const form = multipartFile(name, content, 'application/octet-stream');
  const res = await h.call('POST', api('file-svc/attachments/V1.0/upload'), {
    token: admin,
    body: form.payload,
    headers: form.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
}

let versionId: number;
const linkedOf = async (taskId: number) =>
  (await call('POST', api(OTA_CALLS.linked.path), { taskId, pageSize: 100 })).json().items as OtaVehicleRow[];

describe('versions (001 §3, §5)', () => {
  it('computes MD5 and SHA-256 of the uploaded package and keeps version numbers rising', async () => {
    const file = await upload(PACKAGE);
    const res = await call('POST', VERSION_BASE, {
      versionName: 'T-BOX 1.1.0',
      componentCode: 'TBOX',
      versionText: '1.1.0',
      versionNo: 110,
      versionType: 'APP_PACK',
      upgradeType: 'FORCE',
      upgradeMethod: 'SILENT',
      packageId: file.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    versionId = Number(res.json().id);
    const found = (await call('GET', `${VERSION_BASE}/${versionId}`)).json();
    expect(found.packageMd5).toBe(createHash('md5').update(PACKAGE).digest('hex'));
    expect(found.packageSha256).toBe(createHash('sha256').update(PACKAGE).digest('hex'));
    expect(found.packageSize).toBe(PACKAGE.length);

    const lower = await call('POST', VERSION_BASE, {
      versionName: 'old',
      componentCode: 'TBOX',
      versionText: '1.0.9',
      versionNo: 109,
      versionType: 'APP_PACK',
      upgradeType: 'FORCE',
      upgradeMethod: 'SILENT',
      packageId: file.id,
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.message).toContain('110');
    const badText = await call('POST', VERSION_BASE, {
      versionName: 'bad',
      componentCode: 'TBOX',
      versionText: 'v1',
      versionNo: 200,
      versionType: 'APP_PACK',
      upgradeType: 'FORCE',
      upgradeMethod: 'SILENT',
      packageId: file.id,
    });
    expect(badText.statusCode).toBe(400);
  });
});

describe('a task over simulated terminals: waves, download, progress, outcome', () => {
  let taskId: number;
  const ids = identities(3, SEED);

  beforeAll(async () => {
    await registerVehicles(h, ids);
    for (const id of ids) {
      const t = terminal(h, id);
      t.ota.stepMs = 20;
      t.ota.failureRate = 0;
      t.ota.cutRate = 1; // every download is cut once and resumes
      await t.connect();
      await t.login();
      t.tick();
      // parked and still: the preconditions hold (one test breaks one on purpose)
      t.vehicle.mode = 'parked';
      t.vehicle.speed = 0;
      terminals.push(t);
    }
    // the logins and reports are written (vehicle_latest says online)
    await settle(h);
  }, 60_000);

  it('creates a task, links vehicles and refuses illegal steps', async () => {
    const res = await call('POST', TASK_BASE, {
      taskName: 'TBOX 1.1.0',
      versionId,
      waveUnit: 'COUNT',
      waveSize: 2,
      successThreshold: 100,
      errorThreshold: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    taskId = Number(res.json().id);
    // INIT without vehicles cannot start
    expect((await call('PUT', api(OTA_CALLS.startTask.path), { id: taskId })).statusCode).toBe(409);
    const link = await call('POST', api(OTA_CALLS.link.path.replace(':taskId', String(taskId))), {
      vins: ids.map((i) => i.vin),
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().linked).toBe(3);
    const linked = await linkedOf(taskId);
    expect(linked.map((r) => r.operateStatus)).toEqual(['INIT', 'INIT', 'INIT']);
    expect(linked.every((r) => r.online)).toBe(true);
    // a vehicle not yet started cannot be flushed: READY is not reached
    const flush = await call('PUT', api(OTA_CALLS.startFlush.path.replace(':id', String(linked[0]!.id))));
    expect(flush.statusCode).toBe(409);
  });

  it('starts: wave 1 gets the 0x82 order, terminals download (cut and resumed) and report; wave 2 follows', async () => {
    const started = await call('PUT', api(OTA_CALLS.startTask.path), { id: taskId });
    expect(started.statusCode, started.body).toBe(200);
    // started twice: START -> START is illegal
    const again = await call('PUT', api(OTA_CALLS.startTask.path), { id: taskId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('Enabled');
    // editing a started task is refused
    expect((await call('PUT', TASK_BASE, { id: taskId, taskName: 'x' })).statusCode).toBe(409);

    const rows = await waitFor(
      () => linkedOf(taskId),
      (r) => r.every((v) => v.upgradeStatus === 'SUCCESS'),
      30_000,
      'every vehicle upgraded',
    );
    expect(rows.map((r) => r.wave).sort()).toEqual([1, 1, 2]);
    expect(
      rows.every(
        (r) => r.operateStatus === 'COMPLETED' && r.replyCode === '1' && r.downloadStatus === 'SUCCESS',
      ),
    ).toBe(true);
    for (const t of terminals) {
      expect(t.ota.versions.get('TBOX')).toBe('1.1.0');
      // the cut: a resume was reported before the download completed
      expect(t.ota.sent.map((e) => e.code)).toEqual(expect.arrayContaining([0x02, 0x18, 0x04, 0x07, 0x01]));
    }
    // the new version is what the vehicles' component now runs
    const comps = await query<{ vin: string; software_version: string }>(
      h,
      `select vin, software_version from vehicle_comp_versions where vin = any($1::varchar[])`,
      [ids.map((i) => i.vin)],
    );
    expect(comps.map((c) => c.software_version)).toEqual(['1.1.0', '1.1.0', '1.1.0']);
    // the history keeps the steps
    const history = (await call('GET', `${api(OTA_CALLS.history.path)}?taskVehicleId=${rows[0]!.id}`)).json()
      .items as { upgradeStatus: string }[];
    expect(history.map((s) => s.upgradeStatus)).toEqual(
      expect.arrayContaining(['START', 'DOWNLOADING', 'DOWNLOADED', 'STARTED', 'SUCCESS']),
    );
    // the dashboard counts them
    const dash = (await call('GET', api(OTA_CALLS.dashboard.path))).json();
    expect(dash.upgrades.success).toBeGreaterThanOrEqual(3);
    expect(dash.tasks.START).toBeGreaterThanOrEqual(1);
    // a successful vehicle cannot be updated again
    const re = await call('POST', api(OTA_CALLS.reUpdate.path), { ids: [rows[0]!.id] });
    expect(re.statusCode).toBe(409);
  }, 60_000);

  it('every ticket was spent by the download reports of its terminal', async () => {
    const open = await query<{ n: number }>(
      h,
      `select count(*)::int as n from ota_download_tickets t join ota_task_vehicles v on v.id = t.task_vehicle_id
        where v.task_id = $1 and t.spent_at is null`,
      [taskId],
    );
    expect(open[0]!.n).toBe(0);
  });

  it('closes: START -> CLOSED, then nothing more (CLOSED -> CLOSED refused)', async () => {
    expect((await call('PUT', api(OTA_CALLS.closeTask.path), { id: taskId })).statusCode).toBe(200);
    const again = await call('PUT', api(OTA_CALLS.closeTask.path), { id: taskId });
    expect(again.statusCode).toBe(409);
    expect((await call('PUT', api(OTA_CALLS.startTask.path), { id: taskId })).statusCode).toBe(409);
  });

  it('a terminal whose precondition fails refuses; the wave fails past the error threshold and the task pauses; resume by hand', async () => {
    const file = await upload(randomBytes(50_000), 'tbox-120.bin');
    const version = await call('POST', VERSION_BASE, {
      versionName: 'T-BOX 1.2.0',
      componentCode: 'TBOX',
      versionText: '1.2.0',
      versionNo: 120,
      versionType: 'APP_PACK',
      upgradeType: 'FORCE',
      upgradeMethod: 'SILENT',
      packageId: file.id,
    });
    expect(version.statusCode, version.body).toBe(200);
    const task = await call('POST', TASK_BASE, {
      taskName: 'TBOX 1.2.0',
      versionId: Number(version.json().id),
      waveUnit: 'COUNT',
      waveSize: 1,
      successThreshold: 100,
      errorThreshold: 0,
    });
    const id = Number(task.json().id);
    await call('POST', api(OTA_CALLS.link.path.replace(':taskId', String(id))), {
      vins: ids.map((i) => i.vin),
    });
    // the first vehicle's 12 V battery is low: it answers 0x11
    terminals[0]!.ota.auxVoltage = 11.4;
    for (const t of terminals) t.ota.cutRate = 0;
    expect((await call('PUT', api(OTA_CALLS.startTask.path), { id })).statusCode).toBe(200);
    await waitFor(
      async () => (await call('GET', `${TASK_BASE}/${id}`)).json(),
      (t) => t.paused === true,
      20_000,
      'the task paused',
    );
    let rows = await linkedOf(id);
    const low = rows.find((r) => r.vin === terminals[0]!.vin)!;
    expect(low).toMatchObject({
      upgradeStatus: 'FAILED',
      operateStatus: 'COMPLETED',
      replyCode: String(0x11),
    });
    // the waves after the failed one were never sent; the ones before it succeeded
    for (const r of rows) {
      if (r.wave! > low.wave!) expect(r).toMatchObject({ operateStatus: 'READY', upgradeStatus: 'INIT' });
      if (r.wave! < low.wave!) expect(r.upgradeStatus).toBe('SUCCESS');
    }
    const notices = await query<{ n: number }>(
      h,
      `select count(*)::int as n from messages where push_biz_type = 'OTAFAIL'`,
    );
    expect(notices[0]!.n).toBeGreaterThan(0);
    // distributing by hand while paused is refused
    expect((await call('PUT', api(OTA_CALLS.distribute.path), { taskId: id })).statusCode).toBe(409);
    // the battery is charged, the failed vehicle gets its order again, and the task resumes with wave 2
    terminals[0]!.ota.auxVoltage = 12.8;
    expect((await call('POST', api(OTA_CALLS.reUpdate.path), { ids: [low.id] })).statusCode).toBe(200);
    expect((await call('PUT', api(OTA_CALLS.resumeTask.path), { id })).statusCode).toBe(200);
    rows = await waitFor(
      () => linkedOf(id),
      (r) => r.every((v) => v.upgradeStatus === 'SUCCESS'),
      30_000,
      'all upgraded after resume',
    );
    expect(rows.map((r) => r.wave).sort()).toEqual([1, 2, 3]);
  }, 60_000);
});

describe('package download: ranges and the one-time ticket', () => {
  it('serves ranges so a cut download resumes; an expired or unknown ticket opens nothing', async () => {
    // a ticket of our own, on a task vehicle of the first task, through the table the server reads
    const [tv] = await query<{ id: number; tenant_id: number; package_id: number }>(
      h,
      `select v.id, v.tenant_id, ov.package_id from ota_task_vehicles v join ota_tasks t on t.id = v.task_id
         join ota_versions ov on ov.id = t.version_id where ov.version_text = '1.1.0' limit 1`,
    );
    const ticket = randomBytes(16).toString('hex');
    await query(
      h,
      `insert into ota_download_tickets (tenant_id, task_vehicle_id, attachment_id, ticket_hash, expires_at)
       values ($1, $2, $3, $4, now() + interval '1 hour')`,
      [tv!.tenant_id, tv!.id, tv!.package_id, createHash('sha256').update(ticket).digest('hex')],
    );
    const url = `${origin}/api/vehicle-svc/ota/package/${ticket}`;
    const first = await fetch(url, { headers: { range: 'bytes=0-99999' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99999/${PACKAGE.length}`);
    expect(first.headers.get('etag')).toBe(`"${createHash('md5').update(PACKAGE).digest('hex')}"`);
    const head = Buffer.from(await first.arrayBuffer());
    // the rest, as after a cut
    const rest = await fetch(url, { headers: { range: 'bytes=100000-' } });
    expect(rest.status).toBe(206);
    const tail = Buffer.from(await rest.arrayBuffer());
    expect(Buffer.concat([head, tail]).equals(PACKAGE)).toBe(true);
    // the same ticket serves again (a terminal may restart its download) until the terminal reports
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(PACKAGE)).toBe(true);
    // an expired ticket opens nothing
    const old = randomBytes(16).toString('hex');
    await query(
      h,
      `insert into ota_download_tickets (tenant_id, task_vehicle_id, attachment_id, ticket_hash, expires_at)
       values ($1, $2, $3, $4, now() - interval '1 second')`,
      [tv!.tenant_id, tv!.id, tv!.package_id, createHash('sha256').update(old).digest('hex')],
    );
    expect((await fetch(`${origin}/api/vehicle-svc/ota/package/${old}`)).status).toBe(404);
    const bad = await fetch(`${origin}/api/vehicle-svc/ota/package/${'0'.repeat(32)}`);
    expect(bad.status).toBe(404);
  });

  it('refuses a range past the end with 416', async () => {
    const [tv] = await query<{ id: number; tenant_id: number; package_id: number }>(
      h,
      `select v.id, v.tenant_id, ov.package_id from ota_task_vehicles v join ota_tasks t on t.id = v.task_id
         join ota_versions ov on ov.id = t.version_id where ov.version_text = '1.1.0' limit 1`,
    );
    const ticket = randomBytes(16).toString('hex');
    await query(
      h,
      `insert into ota_download_tickets (tenant_id, task_vehicle_id, attachment_id, ticket_hash, expires_at)
       values ($1, $2, $3, $4, now() + interval '1 hour')`,
      [tv!.tenant_id, tv!.id, tv!.package_id, createHash('sha256').update(ticket).digest('hex')],
    );
    const res = await fetch(`${origin}/api/vehicle-svc/ota/package/${ticket}`, {
      headers: { range: `bytes=${PACKAGE.length + 10}-` },
    });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${PACKAGE.length}`);
  });
});

describe('the demo', () => {
  // a fresh server: the tests above made versions of the same component
  let d: Harness;
  beforeAll(async () => {
    d = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  }, 180_000);
  afterAll(() => d?.close());

  it('seeds a version with its checksums and a task over the first demo vehicles, once', async () => {
    const { seedDemoFleet } = await import('../src/demo/fleet');
    const { seedOtaDemo } = await import('../src/demo/ota');
    const { fleetIdentities } = await import('@chelian/simulator');
    const seeded = await seedDemoFleet(d.ctx, 3);
    const vins = fleetIdentities(seeded).map((i) => i.vin);
    await seedOtaDemo(d.ctx, vins);
    await seedOtaDemo(d.ctx, vins);
    const versions = await query<{ package_md5: string; package_size: number }>(
      d,
      `select package_md5, package_size from ota_versions where version_name = 'T-BOX 应用 1.1.0'`,
    );
    expect(versions).toHaveLength(1);
    expect(versions[0]!.package_md5).toMatch(/^[0-9a-f]{32}$/);
    const linked = await query<{ vin: string; operate_status: string }>(
      d,
      `select v.vin, v.operate_status from ota_task_vehicles v join ota_tasks t on t.id = v.task_id
        where t.task_name = 'T-BOX 1.1.0 分批升级' order by v.vin`,
    );
    expect(linked.map((r) => r.vin)).toEqual([...vins].sort());
    expect(linked.every((r) => r.operate_status === 'INIT')).toBe(true);
    const comps = await query<{ n: number }>(
      d,
      `select count(*)::int as n from vehicle_comp_versions where vin = any($1::varchar[]) and component_code = 'TBOX'`,
      [vins],
    );
    expect(comps[0]!.n).toBe(3);
  });
});
