import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { callUrl } from '@chelian/contracts';
import {
  FORWARD_CALLS as C,
  FORWARD_EXPORT_CALLS as X,
  type ForwardPreview,
} from '@chelian/contracts/resources/forward/forward';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';

const api = (path: string) => `/api/${path}`;
const TASKS = 'fwp-svc/fwpExportTasks/V1.0';

/**
 * Export tasks of forwarded data (fwpExportTasks) and the forward preview, on one instance: the
 * records are those a task writes as it relays (forward_records), the preview reads the frames a
 * simulated vehicle sent to the gateway.
 */
describe('forwarding: export tasks and the preview', () => {
  let h: Harness;
  let admin: string;
  let fleetToken: string;
  let tenantId = 0;
  let configId = 0;
  let httpConfigId = 0;
  const fleet = identities(2, 'forward-export');
  const [one, two] = fleet;
  let ids: Map<string, number>;
  const terminals: SimulatedTerminal[] = [];
  const base = Date.parse('2026-03-01T00:00:00Z');

  const call = (method: string, path: string, body?: unknown, token = admin) =>
    h.call(method, api(path), { token, body });
  const finished = (id: number, token = admin) =>
    waitFor(
      async () => (await call('GET', `${TASKS}/${id}`, undefined, token)).json(),
      (t) => t.status === 'finished' || t.status === 'failed',
      20_000,
      `export task ${id}`,
    );
  const download = (id: number, token = admin) =>
    h.app.inject({
      method: 'POST',
      url: api(callUrl(X.exportFile, { id })),
      headers: { authorization: token, 'accept-language': 'en-US' },
    });

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '5' });
    ({ admin, fleet: fleetToken } = await h.demoTokens());
    ids = await registerVehicles(h, fleet);
    [{ id: tenantId }] = (await query<{ id: number }>(
      h,
      `select id from tenants where tenant_code = 'chelian'`,
    )) as [{ id: number }];
    const [config] = await query<{ id: number }>(
      h,
      `insert into forward_configs (tenant_id, name, link_type, host, port, edition, platform_login, account, password)
       values ($1, 'export target', 'TCP', '127.0.0.1', 9, '2016', true, 'chelianX', null) returning id`,
      [tenantId],
    );
    configId = Number(config!.id);
    const [httpConfig] = await query<{ id: number }>(
      h,
      `insert into forward_configs (tenant_id, name, link_type, host, port, http_path, edition, platform_login)
       values ($1, 'export http', 'HTTP', '127.0.0.1', 9, '/in', '2016', false) returning id`,
      [tenantId],
    );
    httpConfigId = Number(httpConfig!.id);
    await query(
      h,
      'insert into forward_vehicles (tenant_id, config_id, vehicle_id, vin) values ($1, $2, $3, $4)',
      [tenantId, configId, ids.get(one!.vin), one!.vin],
    );
    // 30 records a minute apart: one's frames to the TCP target (every fifth refused), two's to HTTP
    for (let i = 0; i < 30; i++) {
      const mine = i % 2 === 0;
      const vin = mine ? one!.vin : two!.vin;
      await query(
        h,
        `insert into forward_records (tenant_id, config_id, vehicle_id, vin, command, result, response_flag, reason, received_at, sent_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          tenantId,
          mine ? configId : httpConfigId,
          ids.get(vin),
          vin,
          i === 0 ? 'LOGIN' : 'REALTIME',
          i % 5 === 4 ? 'FAILED' : 'SUCCESS',
          i % 5 === 4 ? 2 : 1,
          i % 5 === 4 ? 'REFUSED' : null,
          new Date(base + i * 60_000 - 300),
          new Date(base + i * 60_000),
        ],
      );
    }
  }, 180_000);
  afterAll(async () => {
    for (const t of terminals) t.stop();
    await h?.close();
  }, 120_000);

  it('writes the records of a config and a range into an xlsx in the background, row for row', async () => {
    const created = await call('POST', TASKS, {
      taskName: 'March morning',
      configId,
      startTime: base,
      endTime: base + 20 * 60_000,
      fileFormat: 'XLSX',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().id);
    const task = await finished(id);
    expect(task).toMatchObject({ status: 'finished', totalCount: 11, rowCount: 11 });
    const listed = (await call('POST', `${TASKS}/page`, { status: 'finished' })).json();
    expect(listed.items.map((r: { id: number }) => r.id)).toContain(id);

    const file = await download(id);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('March%20morning.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    // the header in the creator's language, then the records oldest first
    expect(rows[0]!.slice(1, 5)).toEqual(['Forward config', 'VIN', 'Data type', 'Result']);
    const records = await query<{ vin: string; result: string }>(
      h,
      `select vin, result from forward_records where config_id = $1 and sent_at between $2 and $3 order by sent_at`,
      [configId, new Date(base), new Date(base + 20 * 60_000)],
    );
    expect(rows.length - 1).toBe(records.length);
    expect(rows.slice(1).map((r) => r[2])).toEqual(records.map((r) => r.vin));
    expect(rows.slice(1).map((r) => r[4])).toEqual(
      records.map((r) => (r.result === 'SUCCESS' ? 'Delivered' : 'Failed')),
    );
    expect(rows[1]![1]).toBe('export target');
    expect(rows[1]![3]).toBe('Vehicle login');
  }, 120_000);

  it('writes a csv of the failures of chosen vehicles over every config', async () => {
    const created = await call('POST', TASKS, {
      taskName: 'failures',
      startTime: base - 60_000,
      endTime: base + 40 * 60_000,
      result: 'FAILED',
      vins: `${one!.vin}\n${two!.vin.toLowerCase()}`,
      fileFormat: 'CSV',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().id);
    expect(await finished(id)).toMatchObject({ status: 'finished', rowCount: 6 });
    const file = await download(id);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(7);
    expect(lines.slice(1).every((l) => l.includes('Failed'))).toBe(true);
    expect(lines.slice(1).filter((l) => l.includes('export http'))).toHaveLength(3);
  }, 120_000);

  it('refuses a range past 30 days, a VIN of no vehicle of the tenant, and too many open tasks', async () => {
    const long = await call('POST', TASKS, {
      taskName: 'too long',
      startTime: base,
      endTime: base + 31 * 86_400_000,
      fileFormat: 'XLSX',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errCode).toBe('FORWARD_EXPORT_RANGE');
    const unknown = await call('POST', TASKS, {
      taskName: 'unknown vin',
      startTime: base,
      endTime: base + 60_000,
      vins: 'LNOSUCHVEHICLE123',
      fileFormat: 'XLSX',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('LNOSUCHVEHICLE123');
    // the worker is held back by waiting tasks of its own: five open, the sixth is refused
    await query(
      h,
      `insert into forward_export_tasks (tenant_id, task_name, start_time, end_time, status)
       select $1, 'held ' || g, $2, $3, 'running' from generate_series(1, 5) g`,
      [tenantId, new Date(base), new Date(base + 60_000)],
    );
    const busy = await call('POST', TASKS, {
      taskName: 'one more',
      startTime: base,
      endTime: base + 60_000,
      fileFormat: 'XLSX',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errCode).toBe('FORWARD_EXPORT_BUSY');
    await query(h, `delete from forward_export_tasks where task_name like 'held %'`);
  }, 120_000);

  it('runs a changed task again, keeps other tenants out, and deletes a task with its file', async () => {
    const created = await call('POST', TASKS, {
      taskName: 'to change',
      configId,
      startTime: base,
      endTime: base + 5 * 60_000,
      fileFormat: 'XLSX',
    });
    const id = Number(created.json().id);
    expect(await finished(id)).toMatchObject({ rowCount: 3 });
    const [{ attachment_id: first }] = (await query<{ attachment_id: number }>(
      h,
      'select attachment_id from forward_export_tasks where id = $1',
      [id],
    )) as [{ attachment_id: number }];
    const changed = await call('PUT', TASKS, {
      id,
      taskName: 'to change',
      configId,
      startTime: base,
      endTime: base + 9 * 60_000,
      fileFormat: 'XLSX',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await finished(id)).toMatchObject({ status: 'finished', rowCount: 5 });
    const [gone] = await query<{ deleted_at: Date | null }>(
      h,
      'select deleted_at from attachments where id = $1',
      [first],
    );
    expect(gone!.deleted_at).not.toBeNull();

    // another tenant sees neither the task nor its file
    expect((await download(id, fleetToken)).statusCode).toBe(404);
    expect((await call('GET', `${TASKS}/${id}`, undefined, fleetToken)).statusCode).toBe(404);
    const theirs = await call('POST', `${TASKS}/page`, {}, fleetToken);
    expect(theirs.json().items).toEqual([]);

    const removed = await call('DELETE', TASKS, { ids: [id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await download(id)).statusCode).toBe(404);
    const files = await query<{ n: number }>(
      h,
      `select count(*)::int as n from attachments a join forward_export_tasks t on t.attachment_id = a.id where t.id = $1`,
      [id],
    );
    expect(files[0]!.n).toBe(0);
  }, 120_000);

  it('previews the frames a config would send for a vehicle, decoded, from what the vehicle sent', async () => {
    const t = terminal(h, one!);
    terminals.push(t);
    expect(await t.login()).toBe('ok');
    t.tick();
    t.tick();
    await settle(h);
    await waitFor(
      () =>
        query<{ n: number }>(h, 'select count(*)::int as n from vehicle_history where vin = $1', [one!.vin]),
      (r) => r[0]!.n >= 2,
      10_000,
      'history',
    );
    const res = await call('POST', callUrl(C.preview), { taskId: configId, vin: one!.vin, limit: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ForwardPreview;
    expect(preview).toMatchObject({ taskId: configId, vin: one!.vin, linkType: 'TCP', bound: true });
    expect(preview.frames.map((f) => f.command)).toEqual(['LOGIN', 'REALTIME', 'REALTIME']);
    expect(preview.frames[1]!.decoded).toMatchObject({ command: 'realtime', vin: one!.vin });
    expect(preview.frames[1]!.hex).toMatch(/^232302fe[0-9a-f]+$/);
    // the platform login goes first, its password masked
    expect(JSON.stringify(preview.platformLogin)).toContain('chelianX');
    expect(JSON.stringify(preview.platformLogin)).toContain('******');

    // over HTTP the JSON that would be posted; the vehicle is not bound to that config
    const http = (await call('POST', callUrl(C.preview), { taskId: httpConfigId, vin: one!.vin })).json();
    expect(http).toMatchObject({ linkType: 'HTTP', bound: false, platformLogin: null });
    expect(http.frames.at(-1).decoded).toMatchObject({ vin: one!.vin, command: 'REALTIME' });

    // a vehicle without frames, and a config of another tenant
    const none = await call('POST', callUrl(C.preview), { taskId: configId, vin: two!.vin });
    expect(none.statusCode).toBe(404);
    expect(none.json().errCode).toBe('FORWARD_PREVIEW_NO_FRAMES');
    const foreign = await call('POST', callUrl(C.preview), { taskId: configId, vin: one!.vin }, fleetToken);
    expect(foreign.statusCode).toBe(404);
  }, 120_000);
});
