import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcePath, terminalResourceSpecs, XLSX_CONTENT_TYPE } from '@chelian/contracts';
import { CONTROL_DEMO_IDENTITY } from '../src/demo/control';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { readSheet } from './resources-support';

type Row = Record<string, unknown>;
type Call = (method: string, url: string, body?: unknown, token?: string) => ReturnType<Harness['call']>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call: Call = (method, url, body, token) => h.call(method, url, { token: token ?? admin, body });
const api = (name: keyof typeof terminalResourceSpecs, suffix?: string) =>
  `/api/${resourcePath(terminalResourceSpecs[name], suffix)}`;
const optionId = async (name: keyof typeof terminalResourceSpecs) =>
  ((await call('GET', api(name, 'options'))).json() as { id: number }[])[0]!.id;

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '6', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
});
afterAll(() => h?.close());

/** Per resource: its unique values (with `repeatable`, logs without a unique key), the refs a create needs, an update. */
const CASES: Record<string, Case> = {
  terminalSupplier: { unique: (n) => ({ code: `T_SUP_${n}` }), update: { name: '测试终端供应商' } },
  partSupplier: { unique: (n) => ({ code: `T_PART_${n}` }), update: { name: '测试零部件供应商' } },
  chipFactory: { unique: (n) => ({ code: `T_CF_${n}` }), update: { name: '测试芯片厂' } },
  chipModel: {
    unique: (n) => ({ modelCode: `T_CM_${n}` }),
    create: async () => ({ chipFactoryId: await optionId('chipFactory') }),
    update: { modelName: '测试芯片' },
  },
  terminalModel: {
    unique: (n) => ({ modelCode: `T_TM_${n}` }),
    create: async () => ({ supplierId: await optionId('terminalSupplier') }),
    update: { modelName: '测试终端型号' },
  },
  simPackage: { unique: (n) => ({ name: `测试套餐${n}` }), update: { dataMb: 1024 } },
  simCard: {
    unique: (n) => ({
      iccid: `8986099${String(n).padStart(13, '0')}`,
      msisdn: `1449${String(n).padStart(9, '0')}`,
    }),
    update: { status: '2' },
  },
  terminal: {
    unique: (n) => ({ terminalCode: `TT${String(n).padStart(10, '0')}` }),
    create: async () => ({ terminalModelId: await optionId('terminalModel') }),
    update: { softwareVersion: '2.0.1' },
  },
  protocol: { unique: (n) => ({ code: `T_PR_${n}` }), update: { name: '测试协议' } },
  protocolCommand: {
    unique: (n) => ({ cmdCode: (n % 256).toString(16).padStart(2, '0').toUpperCase() }),
    create: async () => ({ protocolId: await optionId('protocol') }),
    update: { cmdName: '测试指令' },
  },
  functionField: { unique: (n) => ({ code: `t_ff_${n}` }), update: { unit: 'kW' } },
  softwareVersion: {
    unique: (n) => ({ versionName: `9.${n}.0`, versionNumber: 1_000_000 + n * 10 }),
    create: async () => ({ terminalModelId: await optionId('terminalModel') }),
    update: { remark: '修复已知问题' },
  },
  softwareVersionLock: {
    // a terminal of a fresh model with one version: the lock must name a version of the terminal's model
    unique: async (n) => {
      const supplierId = await optionId('terminalSupplier');
      const model = await call('POST', api('terminalModel'), {
        modelCode: `T_LM_${n}`,
        modelName: `锁定型号${n}`,
        supplierId,
        chainType: 'GB32960',
      });
      const terminalModelId = model.json().id;
      const version = await call('POST', api('softwareVersion'), {
        terminalModelId,
        versionName: '1.0.0',
        versionNumber: 1,
      });
      const terminal = await call('POST', api('terminal'), {
        terminalCode: `TLK${n}`,
        terminalModelId,
        chainType: 'GB32960',
      });
      return { terminalId: terminal.json().id, softwareVersionId: version.json().id };
    },
    update: { reason: '测试锁定' },
  },
  softwareVersionCollect: {
    unique: (n) => ({ softwareVersion: `3.${n}.0`, collectedAt: Date.UTC(2026, 0, 1) + n * 60_000 }),
    create: async () => ({ terminalId: await optionId('terminal') }),
    update: { workHours: 500 },
  },
  terminalInstallLog: {
    unique: (n) => ({
      vin: `LSGBC5E49RF${String(n).padStart(6, '0')}`,
      installedAt: Date.UTC(2026, 0, 1) + n * 60_000,
    }),
    create: async () => ({ terminalId: await optionId('terminal') }),
    update: { installer: '李师傅' },
    repeatable: true,
  },
  terminalBatch: {
    unique: (n) => ({ batchNo: `T-B-${n}` }),
    create: async () => ({ terminalModelId: await optionId('terminalModel') }),
    update: {},
  },
  terminalPartCode: {
    unique: (n) => ({ partCode: `T-PART-${n}` }),
    create: async () => ({
      terminalModelId: await optionId('terminalModel'),
      partSupplierId: await optionId('partSupplier'),
    }),
    update: { partName: '测试零件' },
  },
};

describe('every declared terminal resource through the engine', () => {
  resourceSuite(terminalResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 500);
});

describe('terminal rules', () => {
  const sim = (n: number, extra: Row = {}) => ({
    iccid: `8986088${String(n).padStart(13, '0')}`,
    msisdn: `1448${String(n).padStart(9, '0')}`,
    operator: 'CUCC',
    cardCategory: 'M2M',
    status: '7',
    ...extra,
  });

  it('refuses a duplicate ICCID or MSISDN naming the field, and changes nothing', async () => {
    const first = await call('POST', api('simCard', 'save'), sim(1));
    expect(first.statusCode, first.body).toBe(200);
    const before = (await call('POST', api('simCard', 'page'), { pageSize: 1 })).json().total;
    const iccid = await h.call('POST', api('simCard', 'save'), {
      token: admin,
      body: sim(2, { iccid: sim(1).iccid }),
      headers: { 'accept-language': 'en-US' },
    });
    expect(iccid.statusCode).toBe(409);
    expect(Object.keys(iccid.json().error.fields)).toEqual(['iccid']);
    expect(iccid.json().error.message).toBe('ICCID already exists');
    const msisdn = await call('POST', api('simCard'), sim(3, { msisdn: sim(1).msisdn }));
    expect(msisdn.statusCode).toBe(409);
    expect(Object.keys(msisdn.json().error.fields)).toEqual(['msisdn']);
    const badIccid = await call('POST', api('simCard'), sim(4, { iccid: '12AB' }));
    expect(badIccid.statusCode).toBe(400);
    expect(badIccid.json().error.fields).toHaveProperty('iccid');
    expect((await call('POST', api('simCard', 'page'), { pageSize: 1 })).json().total).toBe(before);
  });

  it('refuses a duplicate terminal code naming the field; fills the supplier from the model; keeps a model in use', async () => {
    const supplier = await call('POST', api('terminalSupplier'), {
      code: 'R_SUP',
      name: '规则供应商',
      mesCode: 'R1',
      tuidCode: 'R2',
    });
    const model = await call('POST', api('terminalModel'), {
      modelCode: 'R_MODEL',
      modelName: '规则型号',
      supplierId: supplier.json().id,
      chainType: 'GB6',
    });
    const body = { terminalCode: 'TRULE0001', terminalModelId: model.json().id, chainType: 'GB32960' };
    const created = await call('POST', api('terminal'), body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      supplierId: supplier.json().id,
      supplierLabel: '规则供应商',
      terminalModelLabel: '规则型号',
    });
    const dup = await h.call('POST', api('terminal'), {
      token: admin,
      body,
      headers: { 'accept-language': 'en-US' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ terminalCode: 'Terminal code (TUID) already exists' });
    const inUse = await call('DELETE', api('terminalModel'), { ids: [model.json().id] });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errCode).toBe('IN_USE');
    const badChain = await call('POST', api('terminal'), {
      ...body,
      terminalCode: 'TRULE0002',
      chainType: 'GB5',
    });
    expect(badChain.statusCode).toBe(400);
    expect(badChain.json().error.fields).toHaveProperty('chainType');
  });

  it('saves part suppliers with mesCode and tuidCode 00 and keeps them apart from terminal suppliers', async () => {
    const part = await call('POST', api('partSupplier'), {
      code: 'P_ONE',
      name: '零件一厂',
      mesCode: 'AB',
      tuidCode: 'CD',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ mesCode: '00', tuidCode: '00' });
    expect((await call('GET', `${api('terminalSupplier')}/${part.json().id}`)).statusCode).toBe(404);
    const terminalOptions = (await call('GET', api('terminalSupplier', 'options'))).json() as {
      label: string;
    }[];
    expect(terminalOptions.map((o) => o.label)).not.toContain('零件一厂');
  });

  it('offers only unused SIM cards, assigns one to a terminal and refuses a card already in use', async () => {
    const card = (await call('POST', api('simCard'), sim(20))).json();
    const free = async () =>
      ((await call('POST', api('simCard', 'unUseSimCardSelect'), {})).json() as { id: number }[]).map(
        (o) => o.id,
      );
    expect(await free()).toContain(card.id);
    const model = await optionId('terminalModel');
    const a = (
      await call('POST', api('terminal'), {
        terminalCode: 'TSIM0001',
        terminalModelId: model,
        chainType: 'GB32960',
      })
    ).json();
    const b = (
      await call('POST', api('terminal'), {
        terminalCode: 'TSIM0002',
        terminalModelId: model,
        chainType: 'GB32960',
      })
    ).json();
    const assigned = await call('POST', api('simCard', 'assign'), { id: card.id, terminalId: a.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ terminalCode: 'TSIM0001', statusDesc: expect.any(String) });
    expect(await free()).not.toContain(card.id);
    const terminal = (await call('GET', `${api('terminal', 'single')}/${a.id}`)).json();
    expect(terminal).toMatchObject({ simCardId: card.id, simCardLabel: card.iccid, msisdn: card.msisdn });
    const taken = await call('POST', api('simCard', 'assign'), { id: card.id, terminalId: b.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty('simCardId');
    const other = await call('POST', api('simCard', 'assign'), { id: card.id, terminalId: a.id }, fleet);
    expect(other.statusCode).toBe(404);
    const denied = await call('POST', api('simCard', 'assign'), { id: card.id, terminalId: null }, operator);
    expect(denied.statusCode).toBe(403);
    // an empty terminal takes the card out
    const out = await call('POST', api('simCard', 'assign'), { id: card.id, terminalId: null });
    expect(out.json().terminalCode).toBeNull();
    expect(await free()).toContain(card.id);
  });

  it('gives the demo fleet terminals models, suppliers and SIM cards', async () => {
    const page = (await call('POST', api('terminal', 'page'), { terminalCode: 'TB', pageSize: 50 })).json();
    // the fleet's terminals, not the archive's free demo terminals (TBOX-DEMO-*) nor the
    // remote-control demo vehicle's
    const isFleet = (code: unknown) =>
      String(code).startsWith('TB') &&
      !String(code).startsWith('TBOX-DEMO') &&
      code !== CONTROL_DEMO_IDENTITY.terminalCode;
    const fleetRows = (page.items as Row[]).filter((r) => isFleet(r.terminalCode));
    expect(fleetRows).toHaveLength(6);
    for (const row of fleetRows) {
      expect(row.terminalModelLabel).toMatch(/T-BOX/);
      expect(row.supplierLabel).toBeTruthy();
      expect(row.simCardLabel).toBe(row.iccid);
      expect(String(row.msisdn)).toMatch(/^14\d{11}$/);
    }
    const cards = (await call('POST', api('simCard', 'page'), { status: '2', pageSize: 50 })).json();
    expect((cards.items as Row[]).filter((c) => c.terminalCode).length).toBeGreaterThanOrEqual(6);
    const canUse = (await call('POST', api('terminal', 'canUseSelect'), { keyword: 'TB' })).json() as {
      label?: string;
      terminalCode?: string;
    }[];
    expect(canUse.filter((t) => isFleet(t.terminalCode ?? t.label))).toHaveLength(0);
  });

  it('keeps version numbers growing per model and locks a terminal only to a version of its model', async () => {
    const supplierId = await optionId('terminalSupplier');
    const model = async (code: string) =>
      (
        await call('POST', api('terminalModel'), {
          modelCode: code,
          modelName: code,
          supplierId,
          chainType: 'GB32960',
        })
      ).json().id as number;
    const [a, b] = [await model('V_MODEL_A'), await model('V_MODEL_B')];
    const v1 = await call('POST', api('softwareVersion'), {
      terminalModelId: a,
      versionName: '1.0.0',
      versionNumber: 5,
    });
    expect(v1.statusCode, v1.body).toBe(200);
    const lower = await h.call('POST', api('softwareVersion'), {
      token: admin,
      body: { terminalModelId: a, versionName: '1.0.1', versionNumber: 5 },
      headers: { 'accept-language': 'en-US' },
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.fields.versionNumber).toBe(
      'Version number must be greater than the highest of this model, 5',
    );
    // another model starts afresh
    expect(
      (
        await call('POST', api('softwareVersion'), {
          terminalModelId: b,
          versionName: '1.0.0',
          versionNumber: 1,
        })
      ).statusCode,
    ).toBe(200);
    const terminal = (
      await call('POST', api('terminal'), {
        terminalCode: 'TVER0001',
        terminalModelId: b,
        chainType: 'GB32960',
      })
    ).json();
    const wrong = await call('POST', api('softwareVersionLock'), {
      terminalId: terminal.id,
      softwareVersionId: v1.json().id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('softwareVersionId');
    expect(
      (await call('POST', api('softwareVersionLock', 'page'), { terminalId: terminal.id })).json().total,
    ).toBe(0);
  });

  it('serves the seeded GB/T 32960 commands by direction and function fields by code', async () => {
    const down = (await call('POST', api('protocolCommand', 'cmdDirect'), { direction: 'DOWN' })).json() as {
      label: string;
    }[];
    // seeded names, in the caller's language (en-US here)
    expect(down.map((o) => o.label)).toEqual(
      expect.arrayContaining(['Query', 'Set parameters', 'Terminal control']),
    );
    expect(down.map((o) => o.label)).not.toContain('Vehicle login');
    const soc = await call('POST', api('functionField', 'getSingleByCode'), { code: 'soc' });
    expect(soc.json()).toMatchObject({ name: '荷电状态', dataType: 'NUMBER', unit: '%' });
    expect(
      (await call('POST', api('functionField', 'getSingleByCode'), { code: 'soc' }, fleet)).statusCode,
    ).toBe(404);
  });

  it("sums a terminal's data use over its collects and sets a collect's work time", async () => {
    const terminalId = await optionId('terminal');
    const collect = async (mb: number) =>
      (
        await call('POST', api('softwareVersionCollect'), {
          terminalId,
          softwareVersion: '1.0.3',
          collectedAt: Date.now(),
          consumptionMb: mb,
        })
      ).json().id as number;
    const first = await collect(100);
    await collect(50);
    const summary = (await call('POST', `${api('softwareVersionCollect')}/${first}/consumption`)).json();
    expect(summary).toMatchObject({ consumptionMb: 100 });
    expect(summary.terminalConsumptionMb).toBeGreaterThanOrEqual(150);
    const set = await call('PUT', `${api('softwareVersionCollect')}/${first}/setWorkTime`, { workHours: 42 });
    expect(set.json()).toMatchObject({ workHours: 42 });
    expect(
      (await call('PUT', `${api('softwareVersionCollect')}/${first}/setWorkTime`, { workHours: -1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `${api('softwareVersionCollect')}/${first}/setWorkTime`, { workHours: 1 }, fleet))
        .statusCode,
    ).toBe(404);
  });

  it('exports the terminals of one batch', async () => {
    const terminalModelId = await optionId('terminalModel');
    const batch = (
      await call('POST', api('terminalBatch'), { batchNo: 'B-EXPORT', terminalModelId, quantity: 2 })
    ).json();
    for (const code of ['TBATCH001', 'TBATCH002'])
      expect(
        (
          await call('POST', api('terminal'), {
            terminalCode: code,
            terminalModelId,
            batchId: batch.id,
            chainType: 'GB32960',
          })
        ).statusCode,
      ).toBe(200);
    const file = await call('POST', `${api('terminalBatch')}/${batch.id}/export`);
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const sheet = await readSheet(file);
    expect(
      sheet
        .slice(2)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['TBATCH001', 'TBATCH002']);
    expect(
      (await call('POST', `${api('terminalBatch')}/${batch.id}/export`, undefined, fleet)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `${api('terminalBatch')}/${batch.id}/export`, undefined, operator)).statusCode,
    ).toBe(403);
  });

  it('finds a terminal by its code and the protocols it speaks', async () => {
    const found = await call('POST', api('terminal', 'detail/code'), { terminalCode: 'TRULE0001' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ terminalCode: 'TRULE0001', terminalModelLabel: '规则型号' });
    expect(
      (await call('POST', api('terminal', 'detail/code'), { terminalCode: 'TRULE0001' }, fleet)).statusCode,
    ).toBe(404);
    const spoken = await call('POST', api('protocol', `ref_by_terminal/${found.json().id}`));
    expect((spoken.json() as { label: string }[]).map((o) => o.label)).toEqual([
      'GB/T 32960.3 Remote service and management system for electric vehicles',
    ]);
    expect(
      (await call('POST', api('protocol', `ref_by_terminal/${found.json().id}`), undefined, fleet))
        .statusCode,
    ).toBe(404);
  });
});
