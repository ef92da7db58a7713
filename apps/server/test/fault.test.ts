import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultResourceSpecs } from '@chelian/contracts/resources/fault/fault';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { identities, query, registerVehicles, settle, terminal } from './gateway-support';
import { multipartFile, writeSheet } from './resources-support';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
let seriesId: number;
let otherSeriesId: number;
const codes = '/api/vehicle-svc/vehicle/trouble/code/V1.0';
const parts = '/api/vehicle-svc/vehicle/trouble/part/V1.0';
const detail = '/api/vehicle-svc/vehicle/trouble/detail/V1.0';
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });
const upload = async (url: string, rows: (string | number | null)[][], token = admin, lang = 'zh-CN') => {
  const form = multipartFile('file.xlsx', await writeSheet(rows));
  return h.call('POST', url, {
    token,
    body: form.payload,
    headers: { ...form.headers, 'accept-language': lang },
  });
};

const [withCodes, quiet] = identities(2, 'fault-detail');

/** Sends real frames: an alarm carrying fault codes, then (with `clear`) a report without one. */
async function sendFaults(
  vin: typeof withCodes,
  alarm: { storageFaults?: number[]; motorFaults?: number[]; otherFaults?: number[] },
  clear = false,
) {
  const t = terminal(h, vin!, { edition: 2016 });
  try {
    expect(await t.login()).toBe('ok');
    t.tick();
    t.raiseAlarm({ level: 2, flags: 1 << 1, ...alarm });
    t.tick();
    t.tick();
    if (clear) {
      t.clearAlarm();
      t.tick();
    }
    await settle(h);
  } finally {
    t.stop();
  }
}

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error', INGEST_BATCH_WAIT_MS: '0' });
  ({ admin, operator, fleet } = await h.demoTokens());
  const series = (await call('POST', '/api/vehicle-svc/series/page', { pageSize: 10 })).json().items as Row[];
  if (series.length < 2) throw new Error('the demo archive has fewer than two series');
  seriesId = Number(series[0]!.id);
  otherSeriesId = Number(series[1]!.id);
  const ids = await registerVehicles(h, [withCodes!, quiet!]);
  await query(h, 'update vehicles set vehicle_series_id = $1 where id = any($2::int8[])', [
    seriesId,
    [...ids.values()],
  ]);
  // one fault code the frames carry, filed for the vehicle's series
  await sendFaults(quiet, { otherFaults: [0x77] }, true);
}, 180_000);
afterAll(() => h?.close());

const CASES: Record<string, Case> = {
  faultPart: {
    unique: (n) => ({ code: `PART${n}`, name: `测试部件${n}` }),
    update: { remark: '改过的部件' },
  },
  faultCode: {
    unique: (n) => ({ code: (0xa0000000 + n).toString(16).toUpperCase() }),
    create: () => ({ vehicleSeriesId: seriesId }),
    update: { description: '改过的描述' },
  },
  faultDetail: {
    existing: async () => {
      const rows = (await call('POST', `${detail}/page`, { vin: quiet!.vin })).json().items as Row[];
      return Number(rows[0]!.id);
    },
  },
};

describe('fault declarations', () => {
  resourceSuite(faultResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 700);
});

describe('fault codes', () => {
  it('the demo holds the codes of the faults the simulated fleet reports, for every series', async () => {
    const demo = await call('POST', `${codes}/page`, { vehicleSeriesId: seriesId, code: '00100101' });
    expect(demo.json().items[0]).toMatchObject({ category: 'STORAGE', description: '电池高温（传感器 1）' });
  });

  it('are unique per series and list, stored in upper case, and refused with a localized message when malformed', async () => {
    const made = await call('POST', codes, {
      vehicleSeriesId: seriesId,
      category: 'MOTOR',
      code: '00abcdef',
      description: '电机过流',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ code: '00ABCDEF', categoryDesc: '驱动电机故障' });
    // the same code in another list and another series is another entry
    for (const body of [
      { vehicleSeriesId: seriesId, category: 'OTHER' },
      { vehicleSeriesId: otherSeriesId, category: 'MOTOR' },
    ]) {
      const again = await call('POST', codes, { ...body, code: '00ABCDEF', description: '另一条' });
      expect(again.statusCode, again.body).toBe(200);
    }
    const dup = await call('POST', codes, {
      vehicleSeriesId: seriesId,
      category: 'MOTOR',
      code: '00ABCDEF',
      description: '重复',
    });
    expect(dup.statusCode).toBe(409);
    for (const [lang, text] of [
      ['zh-CN', '8 位十六进制数'],
      ['en-US', '8 hexadecimal digits'],
      ['zh-TW', '8 位十六進位數'],
    ] as const) {
      const bad = await call(
        'POST',
        codes,
        { vehicleSeriesId: seriesId, category: 'MOTOR', code: 'XYZ', description: 'x' },
        admin,
        lang,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.code).toContain(text);
    }
    // query (body is the id) and the page of one series
    const id = made.json().id as number;
    const q = await call('POST', `${codes}/query`, id);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({ id, code: '00ABCDEF' });
    const bySeries = await call('POST', `${codes}/seriespage`, {
      vehicleSeriesId: otherSeriesId,
      pageSize: 50,
    });
    expect(bySeries.statusCode, bySeries.body).toBe(200);
    expect((bySeries.json().items as Row[]).every((r) => r.vehicleSeriesId === otherSeriesId)).toBe(true);
    expect((await call('POST', `${codes}/seriespage`, {})).statusCode).toBe(400);
    // another tenant cannot read it
    expect((await call('POST', `${codes}/query`, { id }, fleet)).statusCode).toBe(404);
  });

  it('imports a file after its preview shows every row with its refusals', async () => {
    const template = await call('GET', `${codes}/import/template`);
    expect(template.statusCode).toBe(200);
    const series = (
      await call(
        'GET',
        `/api/vehicle-svc/vehicle/trouble/code/V1.0/${(await call('POST', `${codes}/page`, { vehicleSeriesId: seriesId })).json().items[0].id}`,
      )
    ).json().vehicleSeriesLabel as string;
    const header = [
      '车系 *',
      '故障类别 *',
      '故障码 *',
      '故障描述 *',
      '处理建议',
      '故障部件',
      'SPN',
      'FMI',
      'CM',
      'OC（发生次数）',
    ];
    const good = [
      series,
      '可充电储能装置故障',
      '00E10101',
      '单体电压采样异常',
      '检查采样线束',
      null,
      41459,
      16,
      0,
      1,
    ];
    const lower = [
      series,
      '驱动电机故障',
      '00E20202',
      '电机控制器过温',
      '检查冷却回路',
      null,
      null,
      null,
      null,
      null,
    ];
    const bad = [series, '可充电储能装置故障', 'NOT-HEX', '坏行', null, null, 999999, null, null, null];
    const preview = await upload(`${codes}/preview`, [header, good, lower, bad]);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json() as { total: number; valid: number; items: { row: number; errors: Row[] }[] };
    expect(shown).toMatchObject({ total: 3, valid: 2 });
    expect(shown.items[2]!.errors.map((e) => e.column)).toEqual(expect.arrayContaining(['故障码', 'SPN']));
    // nothing was written by the preview
    const before = (await call('POST', `${codes}/page`, { code: '00E10101' })).json().total;
    expect(before).toBe(0);

    const refused = await upload(`${codes}/import`, [header, good, lower, bad]);
    expect(refused.headers['content-type']).not.toContain('json');
    expect((await call('POST', `${codes}/page`, { code: '00E10101' })).json().total).toBe(0);

    const imported = await upload(`${codes}/import`, [header, good, lower]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 2 });
    const row = (await call('POST', `${codes}/page`, { code: '00E10101' })).json().items[0] as Row;
    expect(row).toMatchObject({ category: 'STORAGE', description: '单体电压采样异常', spn: 41459, fmi: 16 });
  });

  it('fault parts are offered as options and a fault code names its part', async () => {
    const part = (await call('POST', parts, { code: 'MCU-T', name: '测试电机控制器' })).json();
    const options = await call('GET', `${parts}/options`);
    expect(options.statusCode).toBe(200);
    expect((options.json() as { label: string }[]).some((o) => o.label === '测试电机控制器')).toBe(true);
    const code = await call('POST', codes, {
      vehicleSeriesId: seriesId,
      category: 'MOTOR',
      code: '00300303',
      description: '电机控制器通信丢失',
      faultPartId: part.id,
    });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json().faultPartLabel).toBe('测试电机控制器');
  });
});

describe('fault detail', () => {
  const rowsOf = async (vin: string) =>
    (await call('POST', `${detail}/page`, { vin, pageSize: 50 })).json().items as Row[];

  it('lists the codes real frames carried, described from the fault codes of the vehicle series', async () => {
    // the codes of the import above: 00E10101 (storage) and 00E20202 (motor), filed for the series;
    // 0x00E99999 is not filed, and the storage code is not a motor code
    await sendFaults(withCodes, { storageFaults: [0xe10101], motorFaults: [0xe20202, 0xe99999] });
    const rows = await rowsOf(withCodes!.vin);
    const byCode = new Map(rows.map((r) => [`${r.category}:${r.code}`, r]));
    expect([...byCode.keys()].sort()).toEqual(['MOTOR:00E20202', 'MOTOR:00E99999', 'STORAGE:00E10101']);
    expect(byCode.get('STORAGE:00E10101')).toMatchObject({
      description: '单体电压采样异常',
      advice: '检查采样线束',
      state: 'ACTIVE',
      handleStatus: 'UNHANDLED',
      endedAt: null,
      vehicleSeriesId: seriesId,
    });
    expect(byCode.get('MOTOR:00E20202')).toMatchObject({ description: '电机控制器过温' });
    expect(byCode.get('MOTOR:00E99999')!.description).toBeNull();
    const [episode] = await query<{ started_at: Date }>(
      h,
      'select started_at from alarm_episodes where vin = $1 and ended_at is null',
      [withCodes!.vin],
    );
    expect(Number(byCode.get('STORAGE:00E10101')!.firstAt)).toBe(new Date(episode!.started_at).getTime());

    // a search by code and state, and the other tenant sees none of it
    const found = await call('POST', `${detail}/page`, { code: '00E10101', state: 'ACTIVE' });
    expect((found.json().items as Row[]).map((r) => r.vin)).toContain(withCodes!.vin);
    expect((await call('POST', `${detail}/page`, { vin: withCodes!.vin }, fleet)).json().total).toBe(0);
  });

  it('shows a fault recovered once a report without an alarm closes its episode', async () => {
    // the alarm goes on (the same episode), then a report without one closes it
    await sendFaults(withCodes, { storageFaults: [0xe10101] }, true);
    let rows = await rowsOf(withCodes!.vin);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.state === 'RECOVERED' && r.endedAt != null)).toBe(true);
    expect(rows[0]!.stateDesc).toBeUndefined();
    // the same code in a later episode is a fault of its own
    await sendFaults(withCodes, { storageFaults: [0xe10101] }, true);
    rows = await rowsOf(withCodes!.vin);
    expect(rows.filter((r) => r.code === '00E10101')).toHaveLength(2);
  });

  it('takes handling notes, ends handling, and refuses what it must with localized messages', async () => {
    const rows = await rowsOf(withCodes!.vin);
    const [a, b] = rows.map((r) => Number(r.id));
    const handle = (ids: string, body: unknown, token = admin, lang = 'zh-CN') =>
      h.call('POST', `${detail}/addBatchCustomAlarmHandlerMes`, {
        token,
        query: { ids },
        body: body as object,
        headers: { 'accept-language': lang },
      });
    const empty = await handle(`${a}`, { content: '  ' }, admin, 'en-US');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.content).toContain('handling note');
    const done = await handle(`${a},${b}`, { content: '已通知服务站检查电池' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ updated: 2 });
    const after = (await call('GET', `${detail}/${a}`)).json();
    expect(after).toMatchObject({
      handleStatus: 'HANDLING',
      handleContent: '已通知服务站检查电池',
      handleStatusDesc: '处理中',
    });
    expect(after.handledByName).toBeTruthy();
    // another tenant: not found, nothing changes
    expect((await handle(`${a}`, { content: 'x' }, fleet)).statusCode).toBe(404);
    // without the permission
    expect((await handle(`${a}`, { content: 'x' }, operator)).statusCode).toBe(403);

    const end = await h.call('POST', `${detail}/batchCustomHandlerEnd`, {
      token: admin,
      query: { ids: `${a}` },
    });
    expect(end.statusCode, end.body).toBe(200);
    expect((await call('GET', `${detail}/${a}`)).json().handleStatus).toBe('ENDED');
    const late = await handle(`${a}`, { content: '再处理' }, admin, 'zh-TW');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('已結束處理');
  });

  it('imports handling notes from a file, all rows or none', async () => {
    const rows = await rowsOf(withCodes!.vin);
    const open = rows.filter((r) => r.handleStatus !== 'ENDED').map((r) => Number(r.id));
    const ended = rows.find((r) => r.handleStatus === 'ENDED')!;
    const template = await call('GET', `${detail}/importCustomAlarmHandlerMes/template`);
    expect(template.statusCode).toBe(200);
    const header = ['编号', '处理内容'];
    const refused = await upload(`${detail}/importCustomAlarmHandlerMes`, [
      header,
      [open[0]!, '更换采样线束'],
      [Number(ended.id), '不该写入'],
      [99999999, '不存在'],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('第 3 行');
    expect(refused.json().error.message).toContain('第 4 行');
    expect((await call('GET', `${detail}/${open[0]}`)).json().handleContent).not.toBe('更换采样线束');

    const ok = await upload(`${detail}/importCustomAlarmHandlerMes`, [header, [open[0]!, '更换采样线束']]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ updated: 1 });
    expect((await call('GET', `${detail}/${open[0]}`)).json()).toMatchObject({
      handleStatus: 'HANDLING',
      handleContent: '更换采样线束',
    });
  });
});
