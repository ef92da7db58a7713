import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NE_DEMO_VINS } from '../src/demo/ne-vehicle';
import { filingOnRecordImports, filings } from '../src/domains/filing/schema';
import { startHarness, type Harness } from './harness';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;
const TERMINALS = '/api/terminal-svc/terminals/V1.0';
const MODEL_FILING = '/api/vehicle-svc/vehicle/vehicleModelFiling';
const SIM = '/api/terminal-svc/simcards/V1.0';

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token = admin, lang = 'en-US') =>
  h.call(method, url, { token, body, headers: { 'accept-language': lang } });
const ok = async (method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
};
const upload = (url: string, content: Buffer, token = admin, lang = 'en-US') => {
  const file = multipartFile('rows.xlsx', content);
  return h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'accept-language': lang, ...file.headers },
    payload: file.payload,
  });
};
/** Uploads rows; a refused file answers its report's data rows (row, column, value, reason). */
async function importRows(url: string, rows: (string | number | null)[][], lang = 'en-US') {
  const res = await upload(url, await writeSheet(rows), admin, lang);
  if (res.headers['content-type']?.toString().includes('json')) return { res, report: null };
  return { res, report: (await readSheet(res)).slice(2) };
}
const db = () => h.ctx.database.db;

beforeAll(async () => {
  h = await startHarness();
  ({ admin, operator, fleet } = await h.demoTokens());
});
afterAll(() => h?.close());

describe('terminals of the same chain and terminal detail', () => {
  let modelId = 0;
  const newTerminal = async (terminalCode: string, chainType: string) => {
    if (!modelId) {
      const supplier = await ok('POST', '/api/terminal-svc/terminal/suppliers/V1.0', {
        code: 'GAP_SUP',
        name: '链路供应商',
        mesCode: 'G1',
        tuidCode: 'G2',
      });
      const model = await ok('POST', '/api/terminal-svc/terminal/models/V1.0', {
        modelCode: 'GAP_MODEL',
        modelName: '链路型号',
        supplierId: supplier.id,
        chainType: 'GB6',
      });
      modelId = Number(model.id);
    }
    return (await ok('POST', TERMINALS, { terminalCode, terminalModelId: modelId, chainType })).id as number;
  };

  it('lists the free terminals of a terminal’s chain, without the terminal itself', async () => {
    const first = await newTerminal('GAP-GB6-0001', 'GB6');
    const second = await newTerminal('GAP-GB6-0002', 'GB6');
    const same = (await ok('POST', `${TERMINALS}/getSameChainCanUseTerminal`, {
      terminalId: first,
    })) as unknown as Row[];
    const ids = same.map((o) => o.id);
    expect(ids).toContain(second);
    expect(ids).not.toContain(first);
    // the demo terminals speak GB32960: none of them is offered for a GB6 terminal
    expect(same.map((o) => String(o.label))).not.toContain('TBOX-DEMO-0001');
  });

  it('takes the chain of a vehicle’s terminal and offers only free ones', async () => {
    const bound = (await ok('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/page', { pageSize: 1 }))
      .items as Row[];
    const vin = String(bound[0]!.vin);
    const same = (await ok('POST', `${TERMINALS}/getSameChainCanUseTerminal`, { vin })) as unknown as Row[];
    const labels = same.map((o) => String(o.label));
    expect(labels).toContain('TBOX-DEMO-0001');
    expect(labels).not.toContain(String(bound[0]!.terminalCode));
    expect(labels).not.toContain('GAP-GB6-0001');
  });

  it('refuses a vehicle without terminal, neither or both subjects, an unknown VIN and a caller without the permission', async () => {
    const bound = (await ok('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/page', { pageSize: 1 }))
      .items as Row[];
    const vin = String(bound[0]!.vin);
    // a vehicle without a terminal has no chain: the message says so in the caller's language
    const bare = await call(
      'POST',
      `${TERMINALS}/getSameChainCanUseTerminal`,
      { vin: NE_DEMO_VINS[0] },
      admin,
      'zh-TW',
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe(`車輛 ${NE_DEMO_VINS[0]} 未綁定終端`);
    const neither = await call('POST', `${TERMINALS}/getSameChainCanUseTerminal`, {});
    expect(neither.statusCode).toBe(400);
    const both = await call('POST', `${TERMINALS}/getSameChainCanUseTerminal`, { vin, terminalId: 1 });
    expect(both.statusCode).toBe(400);
    expect(
      (await call('POST', `${TERMINALS}/getSameChainCanUseTerminal`, { vin: 'LNOPE000000000000' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `${TERMINALS}/getSameChainCanUseTerminal`, { vin }, operator)).statusCode,
    ).toBe(403);
  });

  it('answers a terminal with its commands, collects and lock as asked', async () => {
    const protocol = await ok('POST', '/api/terminal-svc/protocols/V1.0', {
      code: 'GB32960',
      name: 'GB/T 32960.3',
    });
    for (const [cmdCode, direction] of [
      ['01', 'UP'],
      ['02', 'UP'],
      ['82', 'DOWN'],
    ])
      await ok('POST', '/api/terminal-svc/protocol/cmds/V1.0', {
        protocolId: protocol.id,
        cmdCode,
        direction,
        cmdName: cmdCode,
      });
    const bound = (await ok('POST', '/api/vehicle-svc/vehicleTerminal/V1.0/page', { pageSize: 1 }))
      .items as Row[];
    const found = await ok('POST', `${TERMINALS}/detail/code`, { terminalCode: bound[0]!.terminalCode });
    const full = await ok('POST', `${TERMINALS}/${found.id}/detail/true/true/true`);
    expect(full).toMatchObject({ id: found.id, terminalCode: bound[0]!.terminalCode });
    // the terminal speaks GB32960: the three commands of that protocol come with it
    expect((full.commands as Row[]).map((c) => c.cmdCode).sort()).toEqual(['01', '02', '82']);
    expect(full.collects).toEqual([]);
    expect(full.lock).toBeNull();
    const bare = await ok('POST', `${TERMINALS}/${found.id}/detail/0/0/0`);
    expect(bare).not.toHaveProperty('commands');
    expect(bare).not.toHaveProperty('collects');
    expect(bare).not.toHaveProperty('lock');
    expect((await call('POST', `${TERMINALS}/${found.id}/detail/yes/0/0`)).statusCode).toBe(400);
    expect(
      (await call('POST', `${TERMINALS}/${found.id}/detail/1/1/1`, undefined, operator)).statusCode,
    ).toBe(403);
    // another tenant's terminal is not found
    const other = await call('POST', `${TERMINALS}/${found.id}/detail/0/0/0`, undefined, fleet);
    expect([403, 404]).toContain(other.statusCode);
  });
});

describe('SIM card imports at the spec’s paths', () => {
  it('serves import/sim and importEx with their templates, refusing a bad row', async () => {
    for (const path of ['import/sim', 'importEx']) {
      const template = await call('GET', `${SIM}/${path}/template`);
      expect(template.statusCode).toBe(200);
      expect(String(template.headers['content-type'])).toContain('spreadsheetml');
    }
    const { res, report } = await importRows(`${SIM}/import/sim`, [
      ['iccid', 'msisdn'],
      ['NOT-HEX', '1'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(report!.length).toBeGreaterThan(0);
    expect((await upload(`${SIM}/importEx`, await writeSheet([['iccid'], ['x']]), operator)).statusCode).toBe(
      403,
    );
  });
});

describe('on-record statuses of vehicle model filings by file', () => {
  const filingOf = async (code: string, standard: string) => {
    const page = await ok('POST', `${MODEL_FILING}/${standard.toLowerCase()}/page`, { subjectCode: code });
    return (page.items as Row[])[0]!;
  };
  const previewOf = async (rows: (string | number | null)[][], token = admin) =>
    upload(`${MODEL_FILING}/preview`, await writeSheet(rows), token);

  it('previews a file without changing anything', async () => {
    const before = await filingOf('CL-S7', 'GB6');
    expect(before.status).toBe('TO_SUBMIT');
    const res = await previewOf([
      ['vehicleModelCode', 'standard', 'onRecord'],
      ['CL-S7', 'GB6', 'yes'],
      ['CL-T3', 'GB6', 'yes'],
      ['CL-E5', 'GB5', 'yes'],
      ['CL-E5', 'GB6', 'maybe'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as { total: number; valid: number; items: Row[] };
    expect(preview).toMatchObject({ total: 4, valid: 1 });
    expect(preview.items[0]).toMatchObject({ row: 2, statusNow: 'TO_SUBMIT', errors: [] });
    expect((preview.items[1]!.errors as Row[])[0]!.reason).toBe(
      'Vehicle model code: vehicle model CL-T3 has no GB6 filing',
    );
    expect((preview.items[2]!.errors as Row[])[0]!.column).toBe('Standard');
    expect((preview.items[3]!.errors as Row[])[0]!.column).toBe('On record');
    expect((await filingOf('CL-S7', 'GB6')).status).toBe('TO_SUBMIT');
    expect((await previewOf([['vehicleModelCode'], ['CL-S7']], operator)).statusCode).toBe(403);
  });

  it('imports on-record statuses all or nothing, with the template and the report', async () => {
    const template = await call('GET', `${MODEL_FILING}/importOnRecordStatus/template`);
    expect(template.statusCode).toBe(200);
    const { report } = await importRows(`${MODEL_FILING}/importOnRecordStatus`, [
      ['vehicleModelCode', 'standard', 'onRecord'],
      ['CL-S7', 'GB6', 'yes'],
      ['NOPE', 'GB4', 'no'],
    ]);
    expect(report!.map((r) => r[0])).toEqual(['3']);
    expect((await filingOf('CL-S7', 'GB6')).status).toBe('TO_SUBMIT');

    // the template's sample row marks CL-S7 on record under GB6
    const done = await upload(`${MODEL_FILING}/importOnRecordStatus`, template.rawPayload);
    expect(done.json()).toEqual({ imported: 1 });
    const approved = await filingOf('CL-S7', 'GB6');
    expect(approved.status).toBe('APPROVED');
    const kept = await db()
      .select()
      .from(filingOnRecordImports)
      .where(eq(filingOnRecordImports.filingId, Number(approved.id)));
    expect(kept.at(-1)).toMatchObject({ onRecord: true, statusBefore: 'TO_SUBMIT', standard: 'GB6' });

    const back = await importRows(`${MODEL_FILING}/importOnRecordStatus`, [
      ['vehicleModelCode', 'standard', 'onRecord'],
      ['CL-S7', 'GB6', 'no'],
    ]);
    expect(back.res.json()).toEqual({ imported: 1 });
    expect((await filingOf('CL-S7', 'GB6')).status).toBe('TO_SUBMIT');
  });

  it('refuses a filing under review and callers without the permission', async () => {
    const filing = await filingOf('CL-S7', 'GB6');
    await db()
      .update(filings)
      .set({ status: 'AUDITING' })
      .where(and(eq(filings.id, Number(filing.id))));
    const { report } = await importRows(
      `${MODEL_FILING}/importOnRecordStatus`,
      [
        ['vehicleModelCode', 'standard', 'onRecord'],
        ['CL-S7', 'GB6', '是'],
      ],
      'zh-CN',
    );
    expect(report![0]![3]).toBe('车型编码：车型 CL-S7 的 GB6 备案正在审核中，不能修改备案状态');
    expect((await filingOf('CL-S7', 'GB6')).status).toBe('AUDITING');
    await db()
      .update(filings)
      .set({ status: 'TO_SUBMIT' })
      .where(eq(filings.id, Number(filing.id)));
    const res = await upload(
      `${MODEL_FILING}/importOnRecordStatus`,
      await writeSheet([['vehicleModelCode'], ['CL-S7']]),
      operator,
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await call('GET', `${MODEL_FILING}/importOnRecordStatus/template`, undefined, operator)).statusCode,
    ).toBe(403);
  });
});
