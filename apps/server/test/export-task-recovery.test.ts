import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TASK_CALLS, HistoryExportTaskApi } from '@chelian/contracts/history-export-tasks';
import { watchExportTasks } from '../src/domains/file';
import { forwardExportTasks } from '../src/domains/forward/schema';
import { historyExportTasks } from '../src/domains/monitor/schema';
import { startHarness, type Harness } from './harness';
import { query, waitFor } from './gateway-support';

const FORWARD_TASKS = 'fwp-svc/fwpExportTasks/V1.0';
const REASON = {
  'zh-CN': '导出中断：执行任务的服务已停止，请重新导出',
  'en-US': 'Export interrupted: the server running it stopped. Please export again.',
  'zh-TW': '匯出中斷：執行任務的服務已停止，請重新匯出',
} as const;

/**
 * Export tasks whose process died while they ran (history of many vehicles, forwarded records):
 * a worker that starts fails them with a reason in the reader's language, so the task can be run
 * again; a task whose process still beats is left running.
 */
describe('export tasks left running by a process that is gone', () => {
  let h: Harness;
  let admin: string;
  let tenantId = 0;
  const ids = { history: 0, forwardLost: 0, forwardNull: 0, forwardLive: 0 };

  const historyRow = async (taskName: string) => {
    const [row] = await query<{ id: number }>(
      h,
      `insert into history_export_tasks (tenant_id, task_name, start_time, end_time, signals, status, row_count)
       values ($1, $2, now() - interval '1 day', now(), '["speed"]', 'running', 1200) returning id`,
      [tenantId, taskName],
    );
    return Number(row!.id);
  };
  const forwardRow = async (taskName: string, heartbeat: string | null) => {
    const [row] = await query<{ id: number }>(
      h,
      `insert into forward_export_tasks (tenant_id, task_name, start_time, end_time, status, row_count, heartbeat_at)
       values ($1, $2, now() - interval '1 day', now(), 'running', 5000, ${heartbeat ?? 'null'}) returning id`,
      [tenantId, taskName],
    );
    return Number(row!.id);
  };
  const forwardTask = async (id: number, lang: string) =>
    (
      await h.call('GET', `/api/${FORWARD_TASKS}/${id}`, {
        token: admin,
        headers: { 'accept-language': lang },
      })
    ).json() as { status: string; error: string | null };
  const historyTask = async (name: string, lang: string) => {
    const res = await h.call('POST', `/api/${HISTORY_TASK_CALLS.page.path}`, {
      token: admin,
      body: { current: 1, size: 10, taskName: name },
      headers: { 'accept-language': lang },
    });
    return (res.json() as { items: { status: string; error: string | null }[] }).items[0]!;
  };

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.adminToken();
    [{ id: tenantId }] = (await query<{ id: number }>(
      h,
      `select id from tenants where tenant_code = 'chelian'`,
    )) as [{ id: number }];
    // rows as a process that died mid-export leaves them: claimed, some rows written, no file
    ids.history = await historyRow('lost history export');
    ids.forwardLost = await forwardRow('lost forward export', `now() - interval '10 minutes'`);
    ids.forwardNull = await forwardRow('forward export of an older server', null);
    ids.forwardLive = await forwardRow('forward export still running', 'now()');
  });
  afterAll(() => h?.close());

  it('fails them when a worker starts, with the reason in the reader language; a live one runs on', async () => {
    const stops = [watchExportTasks(h.ctx, historyExportTasks), watchExportTasks(h.ctx, forwardExportTasks)];
    try {
      await waitFor(
        () => forwardTask(ids.forwardLost, 'en-US'),
        (t) => t.status === 'failed',
        10_000,
        'the lost forward export',
      );
      await waitFor(
        () => historyTask('lost history export', 'en-US'),
        (t) => t.status === 'failed',
        10_000,
        'the lost history export',
      );
    } finally {
      stops.forEach((stop) => stop());
    }

    expect(await forwardTask(ids.forwardLost, 'en-US')).toMatchObject({
      status: 'failed',
      error: REASON['en-US'],
    });
    expect((await forwardTask(ids.forwardLost, 'zh-TW')).error).toBe(REASON['zh-TW']);
    expect((await forwardTask(ids.forwardNull, 'zh-CN')).error).toBe(REASON['zh-CN']);
    for (const lang of ['zh-CN', 'en-US', 'zh-TW'] as const)
      expect(await historyTask('lost history export', lang)).toMatchObject({
        status: 'failed',
        error: REASON[lang],
      });
    // another process still renews this one's heartbeat: it is not taken for lost
    expect(await forwardTask(ids.forwardLive, 'en-US')).toMatchObject({ status: 'running', error: null });

    // the list shows the forward tasks failed with the reason, in the reader's language
    const page = (
      await h.call('POST', `/api/${FORWARD_TASKS}/page`, { token: admin, body: { status: 'failed' } })
    ).json() as { items: { id: number; error: string | null }[] };
    expect(page.items.filter((t) => t.error === REASON['en-US']).map((t) => t.id)).toEqual(
      expect.arrayContaining([ids.forwardLost, ids.forwardNull]),
    );
  });

  it('lets the user export a failed one again: it is queued and the worker finishes it', async () => {
    const res = await h.call('PUT', `/api/${FORWARD_TASKS}`, {
      token: admin,
      body: {
        id: ids.forwardLost,
        taskName: 'lost forward export, again',
        startTime: Date.now() - 86_400_000,
        endTime: Date.now(),
        fileFormat: 'XLSX',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitFor(
      () => forwardTask(ids.forwardLost, 'en-US'),
      (t) => t.status === 'finished' || t.status === 'failed',
      20_000,
      'the export run again',
    );
    expect(done).toMatchObject({ status: 'finished', error: null });
  });

  it('builds a history export a process took and never started, in its creator language', async () => {
    // as a request leaves it: created, not yet taken by any worker when its process went away
    const [vehicle] = await query<{ id: number; vin: string }>(
      h,
      `select id, vin from vehicles where tenant_id = $1 order by id limit 1`,
      [tenantId],
    );
    const [row] = await query<{ id: number }>(
      h,
      `insert into history_export_tasks (tenant_id, task_name, start_time, end_time, signals, lang)
       values ($1, 'history export left waiting', now() - interval '1 day', now(), '["speed"]', 'en-US') returning id`,
      [tenantId],
    );
    const id = Number(row!.id);
    await query(h, `insert into history_export_task_vins (task_id, vehicle_id, vin) values ($1, $2, $3)`, [
      id,
      vehicle!.id,
      vehicle!.vin,
    ]);
    const done = await waitFor(
      () => historyTask('history export left waiting', 'zh-CN'),
      (t) => t.status === 'finished' || t.status === 'failed',
      20_000,
      'the waiting history export',
    );
    expect(done).toMatchObject({ status: 'finished', error: null });
    const file = await h.call('POST', `/api/${HistoryExportTaskApi.getDataContent(id)}`, { token: admin });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    // the creator's language, not the reader's
    expect(book.getWorksheet(vehicle!.vin)!.getRow(1).values).toEqual([
      undefined,
      'VIN',
      'Data time',
      'Speed',
    ]);
  });
});
