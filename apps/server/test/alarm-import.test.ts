import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSuffix, LIMITS, resourcePath, type Language } from '@chelian/contracts';
import {
  alarmStrategyConditionSpec,
  alarmStrategyVinSpec,
} from '@chelian/contracts/resources/alarm/strategy';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles } from './gateway-support';
import { multipartFile, readSheet, writeSheet } from './resources-support';
import { inlineCell, sheetPart, workbookParts, zip } from './xlsx-support';

type Row = Record<string, unknown>;
type Cells = (string | number | null)[][];

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string, lang: Language = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });
const send = (url: string, file: Buffer, token = admin, lang: Language = 'zh-CN') => {
  const form = multipartFile('file.xlsx', file);
  return h.call('POST', url, {
    token,
    body: form.payload,
    headers: { ...form.headers, 'accept-language': lang },
  });
};
const upload = async (url: string, rows: Cells, token = admin, lang: Language = 'zh-CN') =>
  send(url, await writeSheet(rows), token, lang);

const CONDITIONS = `/api/${resourcePath(alarmStrategyConditionSpec)}`;
const VINS = `/api/${resourcePath(alarmStrategyVinSpec)}`;
const at = (
  base: string,
  op: 'import' | 'preview' | 'template',
  spec: Parameters<typeof callSuffix>[0] = alarmStrategyVinSpec,
) => `${base}/${callSuffix(spec, op)}`;

const vins = identities(4, 'alarm-import');
let foreignVin: string;
let strategyId: number;
const STRATEGY = '导入测试策略';

interface Preview {
  total: number;
  valid: number;
  items: { row: number; values: Row; errors: { column: string; value: string; reason: string }[] }[];
}

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error', INGEST_BATCH_WAIT_MS: '0' });
  ({ admin, operator, fleet } = await h.demoTokens());
  await registerVehicles(h, vins);
  // a vehicle of the other demo tenant
  foreignVin = 'LFOREIGN0IMPORT01';
  await query(
    h,
    `insert into vehicles (tenant_id, vin, plate)
     select tenant_id, $1, '沪A99999' from users where user_name = 'fleet_admin'`,
    [foreignVin],
  );
  const s = await call('POST', '/api/vehicle-svc/alarmStrategy', {
    name: STRATEGY,
    level: '2',
    scope: 'VIN',
    enabled: true,
  });
  expect(s.statusCode, s.body).toBe(200);
  strategyId = s.json().id as number;
}, 180_000);
afterAll(() => h?.close());

const linkedVins = async (id = strategyId) =>
  ((await call('POST', `${VINS}/page`, { strategyId: id, pageSize: 100 })).json().items as { vin: string }[])
    .map((r) => r.vin)
    .sort();

describe('import of strategy vehicles', () => {
  const header = ['报警策略 *', 'VIN *'];

  it('offers a template in each language, headed by the localized fields', async () => {
    const expected: Record<Language, string[]> = {
      'zh-CN': ['报警策略 *', 'VIN *'],
      'en-US': ['Alarm strategy *', 'VIN *'],
      'zh-TW': ['警報策略 *', 'VIN *'],
    };
    for (const lang of Object.keys(expected) as Language[]) {
      const res = await call('GET', at(VINS, 'template'), undefined, admin, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect((await readSheet(res))[0]).toEqual(expected[lang]);
    }
    // the template is the import's: refused without the import permission
    expect((await call('GET', at(VINS, 'template'), undefined, operator)).statusCode).toBe(403);
  });

  it('previews a file row by row, refusing unknown and foreign VINs and duplicates, writing nothing', async () => {
    const rows: Cells = [
      header,
      [STRATEGY, vins[0]!.vin],
      [STRATEGY, foreignVin],
      [STRATEGY, 'LNOSUCHVEHICLE001'],
      ['没有这个策略', vins[1]!.vin],
      [STRATEGY, vins[0]!.vin],
    ];
    const res = await upload(at(VINS, 'preview'), rows);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as Preview;
    expect(preview).toMatchObject({ total: 5, valid: 1 });
    const reasons = new Map(preview.items.map((i) => [i.row, i.errors.map((e) => e.reason).join('; ')]));
    expect(reasons.get(2)).toBe('');
    // another tenant's vehicle reads as no vehicle at all: its existence is not told
    expect(reasons.get(3)).toBe(`车辆 ${foreignVin} 不存在`);
    expect(reasons.get(4)).toBe('车辆 LNOSUCHVEHICLE001 不存在');
    expect(reasons.get(5)).toContain('报警策略');
    expect(reasons.get(6)).toContain('第 2 行');
    // the cells as written, for whoever filled the file in
    expect(preview.items[0]!.values).toEqual({ strategyId: STRATEGY, vin: vins[0]!.vin });
    // in English too
    const en = (await upload(at(VINS, 'preview'), rows, admin, 'en-US')).json() as Preview;
    expect(en.items[1]!.errors[0]).toMatchObject({
      column: 'VIN',
      reason: `Vehicle ${foreignVin} does not exist`,
    });
    expect(await linkedVins()).toEqual([]);
  });

  it('a file with a bad row links nothing and answers the report of its rows', async () => {
    const res = await upload(at(VINS, 'import'), [header, [STRATEGY, vins[0]!.vin], [STRATEGY, foreignVin]]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).not.toContain('json');
    expect(res.headers['x-import-errors']).toBe('1');
    const report = await readSheet(res);
    expect(report.slice(2)).toEqual([['3', 'VIN', foreignVin, `车辆 ${foreignVin} 不存在`]]);
    expect(await linkedVins()).toEqual([]);
  });

  it('a good file links its vehicles, VINs in any case; linking them again is refused as a duplicate', async () => {
    const res = await upload(at(VINS, 'import'), [
      header,
      [STRATEGY, vins[0]!.vin],
      [STRATEGY, vins[1]!.vin.toLowerCase()],
      [STRATEGY, vins[2]!.vin],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3 });
    expect(await linkedVins()).toEqual([vins[0]!.vin, vins[1]!.vin, vins[2]!.vin].sort());
    const again = (await upload(at(VINS, 'preview'), [header, [STRATEGY, vins[2]!.vin]])).json() as Preview;
    expect(again).toMatchObject({ total: 1, valid: 0 });
    expect(again.items[0]!.errors[0]!.column).toBe('VIN');
  });

  it('another tenant cannot import into the strategy, nor see it; the operator may not import', async () => {
    // the strategy's name means nothing in the other tenant
    const res = await upload(at(VINS, 'preview'), [header, [STRATEGY, foreignVin]], fleet);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Preview).items[0]!.errors.map((e) => e.column)).toContain('报警策略');
    expect((await upload(at(VINS, 'import'), [header, [STRATEGY, vins[3]!.vin]], operator)).statusCode).toBe(
      403,
    );
    expect((await upload(at(VINS, 'preview'), [header, [STRATEGY, vins[3]!.vin]], operator)).statusCode).toBe(
      403,
    );
  });

  it('refuses hostile and oversized files before reading them, changing nothing', async () => {
    const before = await linkedVins();
    // not a spreadsheet at all
    const junk = await send(at(VINS, 'import'), Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.code).toBe('IMPORT_BAD_FILE');
    // a sheet whose part inflates past what its headers declare
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `<row r="${i + 1}">${inlineCell(`A${i + 1}`, STRATEGY)}${inlineCell(`B${i + 1}`, 'X'.repeat(17))}</row>`,
    ).join('');
    const lying = await send(
      at(VINS, 'preview'),
      zip([...workbookParts(), sheetPart(rows)], { 'xl/worksheets/sheet1.xml': 1024 }),
    );
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error.code).toBe('IMPORT_BAD_FILE');
    // more rows than an import takes, refused in the caller's language
    const many = Array.from(
      { length: LIMITS.importRows + 2 },
      (_, i) =>
        `<row r="${i + 1}">${inlineCell(`A${i + 1}`, i ? STRATEGY : '报警策略 *')}${inlineCell(`B${i + 1}`, i ? `LMANY${String(i).padStart(12, '0')}` : 'VIN *')}</row>`,
    ).join('');
    const tooMany = await send(
      at(VINS, 'import'),
      zip([...workbookParts(), sheetPart(many)]),
      admin,
      'en-US',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain(String(LIMITS.importRows));
    expect(await linkedVins()).toEqual(before);
  });
});

describe('import of strategy conditions', () => {
  const header = ['报警策略 *', '数据项 *', '比较 *', '阈值 *', '持续时间（秒）', '回差'];
  const conditionsOf = async () =>
    (await call('POST', `${CONDITIONS}/page`, { strategyId, pageSize: 50 })).json().items as Row[];

  it('has a template in each language with a sample row that imports as it stands', async () => {
    const tw = await call(
      'GET',
      at(CONDITIONS, 'template', alarmStrategyConditionSpec),
      undefined,
      admin,
      'zh-TW',
    );
    expect(tw.statusCode).toBe(200);
    const rows = await readSheet(tw);
    expect(rows[0]).toEqual(['警報策略 *', '資料項 *', '比較 *', '閾值 *', '持續時間（秒）', '回差']);
    // the sample: labels, not codes
    expect(rows[1]!.slice(1)).toEqual(['SOC（%）', '低於', '10', '30', '2']);
  });

  it('a file with bad rows is previewed with each refusal and writes nothing', async () => {
    const rows: Cells = [
      header,
      [STRATEGY, 'SOC（%）', '低于', 15, 30, 3],
      [STRATEGY, '轮胎气压', '高于', 5, 0, 0],
      [STRATEGY, '车速（km/h）', '等于', 120, 10, 5],
      [STRATEGY, '车速（km/h）', '高于', 'fast', 10, 5],
      [STRATEGY, '车速（km/h）', '高于', 120, 100000, 5],
    ];
    const preview = (
      await upload(at(CONDITIONS, 'preview', alarmStrategyConditionSpec), rows)
    ).json() as Preview;
    expect(preview).toMatchObject({ total: 5, valid: 1 });
    const columns = preview.items.map((i) => i.errors.map((e) => e.column));
    expect(columns).toEqual([[], ['数据项'], ['比较'], ['阈值'], ['持续时间（秒）']]);
    expect(preview.items[1]!.errors[0]!.reason).toContain('轮胎气压');
    const refused = await upload(at(CONDITIONS, 'import', alarmStrategyConditionSpec), rows);
    expect(refused.headers['x-import-errors']).toBe('4');
    expect(await conditionsOf()).toEqual([]);
  });

  it('a good file adds the conditions to the strategies it names, by label in any language', async () => {
    const res = await upload(
      at(CONDITIONS, 'import', alarmStrategyConditionSpec),
      [
        ['Alarm strategy *', 'Value *', 'Comparison *', 'Threshold *', 'Duration (s)', 'Hysteresis'],
        [STRATEGY, 'SOC (%)', 'Below', 15, 30, 3],
        [STRATEGY, '车速（km/h）', '高于', 120, 10, 5],
      ],
      admin,
      'en-US',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    const stored = (await conditionsOf()).map((c) => [c.metric, c.operator, c.threshold, c.durationSeconds]);
    expect(stored.sort()).toEqual([
      ['soc', 'LT', 15, 30],
      ['speed', 'GT', 120, 10],
    ]);
    // the other tenant's admin cannot name this tenant's strategy
    const foreign = (
      await upload(
        at(CONDITIONS, 'preview', alarmStrategyConditionSpec),
        [header, [STRATEGY, 'SOC（%）', '低于', 1, 0, 0]],
        fleet,
      )
    ).json() as Preview;
    expect(foreign.items[0]!.errors.map((e) => e.column)).toEqual(['报警策略']);
  });
});

describe('import in one strategy’s drawer', () => {
  const OWN = '抽屉导入策略';
  let ownId: number;
  const under = (spec: typeof alarmStrategyVinSpec | typeof alarmStrategyConditionSpec, op = '') =>
    `/api/${resourcePath(spec)}/import/${ownId}${op ? `/${op}` : ''}`;

  beforeAll(async () => {
    const s = await call('POST', '/api/vehicle-svc/alarmStrategy', {
      name: OWN,
      level: '1',
      scope: 'VIN',
      enabled: true,
    });
    expect(s.statusCode, s.body).toBe(200);
    ownId = s.json().id as number;
    // a strategy made after it: the list's template takes the newest as its example
    const later = { name: '抽屉之后的策略', level: '1', scope: 'ALL', enabled: false };
    expect((await call('POST', '/api/vehicle-svc/alarmStrategy', later)).statusCode).toBe(200);
  });

  it('offers a template whose example names this strategy, its column not required, in each language', async () => {
    // the list's template names the tenant's first strategy in its order, not the one of the drawer
    const listLevel = await readSheet(await call('GET', at(VINS, 'template')));
    expect(listLevel[1]![0]).not.toBe(OWN);
    const expected: Record<Language, string> = {
      'zh-CN': '报警策略',
      'en-US': 'Alarm strategy',
      'zh-TW': '警報策略',
    };
    for (const lang of Object.keys(expected) as Language[]) {
      const res = await call('GET', under(alarmStrategyVinSpec, 'template'), undefined, admin, lang);
      expect(res.statusCode, res.body).toBe(200);
      const rows = await readSheet(res);
      expect(rows[0]).toEqual([expected[lang], 'VIN *']);
      expect(rows[1]![0]).toBe(OWN);
    }
    const conditions = await readSheet(await call('GET', under(alarmStrategyConditionSpec, 'template')));
    expect(conditions[1]!.slice(0, 4)).toEqual([OWN, 'SOC（%）', '低于', '10']);
    // another tenant's admin finds no such strategy; the operator may not import
    expect((await call('GET', under(alarmStrategyVinSpec, 'template'), undefined, fleet)).statusCode).toBe(
      404,
    );
    expect((await call('GET', under(alarmStrategyVinSpec, 'template'), undefined, operator)).statusCode).toBe(
      403,
    );
  });

  it('links a file of VINs without the strategy column to this strategy, and only to it', async () => {
    const others = await linkedVins();
    const preview = (
      await upload(under(alarmStrategyVinSpec, 'preview'), [['VIN *'], [vins[3]!.vin]])
    ).json() as Preview;
    expect(preview).toMatchObject({ total: 1, valid: 1 });
    expect(preview.items[0]!.values).toEqual({ strategyId: OWN, vin: vins[3]!.vin });

    const res = await upload(under(alarmStrategyVinSpec), [['VIN *'], [vins[3]!.vin], [vins[0]!.vin]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2 });
    expect(await linkedVins(ownId)).toEqual([vins[0]!.vin, vins[3]!.vin].sort());
    expect(await linkedVins()).toEqual(others);
  });

  it('refuses a row naming another strategy, in the caller’s language, linking nothing', async () => {
    const rows: Cells = [
      ['报警策略', 'VIN *'],
      [OWN, vins[1]!.vin],
      [STRATEGY, vins[2]!.vin],
    ];
    const preview = (
      await upload(under(alarmStrategyVinSpec, 'preview'), rows, admin, 'en-US')
    ).json() as Preview;
    expect(preview).toMatchObject({ total: 2, valid: 1 });
    expect(preview.items[1]!.errors).toEqual([
      {
        column: 'Alarm strategy',
        value: STRATEGY,
        reason: `Alarm strategy: the rows imported here belong to "${OWN}"; leave it empty or write "${OWN}"`,
      },
    ]);
    const refused = await upload(under(alarmStrategyVinSpec), rows);
    expect(refused.headers['x-import-errors']).toBe('1');
    expect((await readSheet(refused)).slice(2)).toEqual([
      ['3', '报警策略', STRATEGY, `此处导入的数据属于报警策略“${OWN}”，请留空或填写“${OWN}”`],
    ]);
    expect(await linkedVins(ownId)).toEqual([vins[0]!.vin, vins[3]!.vin].sort());
    // a strategy of another tenant is not there to import into
    expect((await upload(under(alarmStrategyVinSpec), [['VIN *'], [foreignVin]], fleet)).statusCode).toBe(
      404,
    );
  });

  it('adds a file of conditions without the strategy column to this strategy', async () => {
    const res = await upload(under(alarmStrategyConditionSpec), [
      ['数据项 *', '比较 *', '阈值 *'],
      ['SOC（%）', '低于', 8],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1 });
    const stored = (await call('POST', `${CONDITIONS}/page`, { strategyId: ownId, pageSize: 50 })).json()
      .items as Row[];
    expect(stored.map((c) => [c.metric, c.operator, c.threshold])).toEqual([['soc', 'LT', 8]]);
  });
});

// ------------------------------------------------------------------ handling terminal alarms

const HANDLE = '/api/vehicle-svc/alarm/terminal/handler';
const END = '/api/vehicle-svc/alarm/terminal/batchHandlerEnd';
const INFO = '/api/vehicle-svc/alarm/terminal/info/page';
const HISTORY = '/api/vehicle-svc/alarm/terminal/history/page';

/** A terminal alarm as the ingest step writes it, of the tenant of the vehicle. */
async function terminalAlarm(vin: string, ended = false): Promise<number> {
  const [row] = await query<{ id: number }>(
    h,
    `insert into terminal_alarms (tenant_id, vehicle_id, vin, item_name, kind, level, started_at, last_at, ended_at, value)
     select tenant_id, id, vin, '登录失败', 'LOGIN_FAIL', 2, now() - interval '5 minutes', now(),
            case when $2 then now() end, 4
       from vehicles where vin = $1 returning id`,
    [vin, ended],
  );
  return Number(row!.id);
}

const rowOf = async (id: number, url = HISTORY, token = admin, lang: Language = 'zh-CN') =>
  ((await call('POST', url, { pageSize: 100 }, token, lang)).json().items as Row[]).find((r) => r.id === id);

describe('handling of terminal alarms', () => {
  it('content makes an alarm in hand, by whom and when; ending makes it done; done takes nothing more', async () => {
    const a = await terminalAlarm(vins[0]!.vin);
    const b = await terminalAlarm(vins[1]!.vin, true);
    expect(await rowOf(a, INFO)).toMatchObject({
      handleStatus: 'UNHANDLED',
      handledAt: null,
      handlerName: null,
    });

    const empty = await call('POST', HANDLE, { ids: [a], content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.content).toContain('500');

    const before = Date.now();
    const handled = await call('POST', HANDLE, { ids: [a, b], content: '已联系终端厂家核对 SIM 卡' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toEqual({ updated: 2 });
    const row = (await rowOf(a))!;
    expect(row).toMatchObject({
      handleStatus: 'HANDLING',
      handleContent: '已联系终端厂家核对 SIM 卡',
      handlerName: expect.any(String),
    });
    expect(Number(row.handledAt)).toBeGreaterThanOrEqual(before - 1000);
    const [who] = await query<{ user_name: string }>(
      h,
      'select u.user_name from terminal_alarms a join users u on u.id = a.handled_by where a.id = $1',
      [a],
    );
    expect(who!.user_name).toBe('admin');

    // filterable by state, the state shown by its label in the export
    const inHand = (await call('POST', HISTORY, { handleStatus: 'HANDLING', pageSize: 100 })).json()
      .items as Row[];
    expect(inHand.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
    expect(inHand.every((r) => r.handleStatus === 'HANDLING')).toBe(true);
    const unhandled = (await call('POST', HISTORY, { handleStatus: 'UNHANDLED', pageSize: 100 })).json()
      .items as Row[];
    expect(unhandled.map((r) => r.id)).not.toContain(a);
    const exported = await call(
      'POST',
      '/api/vehicle-svc/alarm/terminal/history/export',
      { handleStatus: 'HANDLING' },
      admin,
      'en-US',
    );
    const sheet = await readSheet(exported);
    const column = sheet[1]!.indexOf('Handling');
    expect(column).toBeGreaterThan(-1);
    expect(sheet.slice(2).map((r) => r[column])).toContain('In hand');

    // the counts of the list's header
    const sort = (await call('POST', '/api/vehicle-svc/alarm/terminal/getAlarmSort', {})).json();
    expect(sort).toMatchObject({ open: expect.any(Number), unhandled: expect.any(Number) });

    // ended: done, and then ending again changes nothing, while new content is refused
    const end = await call('POST', END, { ids: String(a) });
    expect(end.json()).toEqual({ updated: 1 });
    expect(await rowOf(a)).toMatchObject({
      handleStatus: 'DONE',
      handleContent: '已联系终端厂家核对 SIM 卡',
    });
    expect((await call('POST', END, { ids: String(a) })).json()).toEqual({ updated: 0 });
    const late = await call('POST', HANDLE, { ids: [a], content: '再次处理' }, admin, 'en-US');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ALARM_ALREADY_DONE');
    expect((await rowOf(a))!.handleContent).toBe('已联系终端厂家核对 SIM 卡');

    // the change is in the business log: who, which call
    const logged = await waitForLog();
    expect(logged).toEqual(expect.arrayContaining(['terminalAlarm/update']));
  });

  it('is refused without the permission, and for another tenant alarms as if they did not exist', async () => {
    const a = await terminalAlarm(vins[2]!.vin);
    expect((await call('POST', HANDLE, { ids: [a], content: 'x' }, operator)).statusCode).toBe(403);
    const reader = await h.userWithPermissions('terminal_alarm_reader', ['terminalAlarm/view']);
    expect((await rowOf(a, INFO, reader))!.handleStatus).toBe('UNHANDLED');
    expect((await call('POST', HANDLE, { ids: [a], content: 'x' }, reader)).statusCode).toBe(403);
    expect((await call('POST', END, { ids: String(a) }, reader)).statusCode).toBe(403);

    // the other tenant's admin: 404, and a batch naming one foreign alarm changes none of it
    const foreign = await call('POST', HANDLE, { ids: [a], content: '越权' }, fleet);
    expect(foreign.statusCode).toBe(404);
    const own = await terminalAlarm(foreignVin);
    const mixed = await call('POST', HANDLE, { ids: [own, a], content: '越权' }, fleet);
    expect(mixed.statusCode).toBe(404);
    expect((await call('POST', END, { ids: `${own},${a}` }, fleet)).statusCode).toBe(404);
    expect(await rowOf(a)).toMatchObject({ handleStatus: 'UNHANDLED', handleContent: null });
    expect(await rowOf(own, HISTORY, fleet)).toMatchObject({ handleStatus: 'UNHANDLED' });
    expect(await rowOf(own)).toBeUndefined();
    // its own alarm it handles
    expect((await call('POST', HANDLE, { ids: [own], content: '已核实' }, fleet)).json()).toEqual({
      updated: 1,
    });
  });
});

/** The business log's actions on terminal alarms, once the batch writer has flushed. */
async function waitForLog(): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const rows = await query<{ module: string; action: string }>(
      h,
      `select module, action from business_logs where module = 'terminalAlarm'`,
    );
    if (rows.length >= 2) return rows.map((r) => `${r.module}/${r.action}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}
