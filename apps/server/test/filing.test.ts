import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filingResourceSpecs } from '@chelian/contracts/resources/filing/index';
import { resourcePath, XLSX_CONTENT_TYPE, type WsPush } from '@chelian/contracts';
import { Subjects } from '../src/platform/bus';
import { FilingService } from '../src/domains/filing/service';
import { sandboxPlatform } from '../src/domains/filing/sandbox-platform';
import { startHarness, type Harness } from './harness';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string) =>
  h.call(method, url, { token: token ?? admin, body });
const ok = async <T = Row>(method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const upload = (url: string, content: Buffer, token = admin) => {
  const file = multipartFile('rows.xlsx', content);
  return h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'accept-language': 'en-US', ...file.headers },
    payload: file.payload,
  });
};
const api = (name: keyof typeof filingResourceSpecs, suffix?: string) =>
  `/api/${resourcePath(filingResourceSpecs[name], suffix)}`;
const tbox = (suffix: string) => `/api/terminal-svc/filing/tbox_model/${suffix}`;
const V = '/api/vehicle-svc';
const MODEL_FILING = `${V}/vehicle/vehicleModelFiling`;

/** Polls a filing until its status is one of the wanted ones (the sandbox reviews in a second here). */
async function waitFor(name: keyof typeof filingResourceSpecs, id: number, statuses: string[]): Promise<Row> {
  const until = Date.now() + 15_000;
  for (;;) {
    const row = (await call('GET', api(name, String(id)))).json() as Row;
    if (statuses.includes(row.status as string) || Date.now() > until) return row;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function newTerminalModel(code: string, hardwareVersion?: string): Promise<number> {
  const supplierId = (
    (await call('GET', '/api/terminal-svc/terminal/suppliers/V1.0/options')).json() as { id: number }[]
  )[0]!.id;
  const chipModelId = (
    (await call('GET', '/api/terminal-svc/chip/models/V1.0/options')).json() as { id: number }[]
  )[0]!.id;
  const res = await call('POST', '/api/terminal-svc/terminal/models/V1.0', {
    modelCode: code,
    modelName: `${code} 终端`,
    supplierId,
    chipModelId,
    chainType: 'GB6',
    ...(hardwareVersion ? { hardwareVersion } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

beforeAll(async () => {
  h = await startHarness({
    DEMO_FLEET: '3',
    LOG_LEVEL: 'error',
    FILING_SANDBOX_REVIEW_SECONDS: '1',
    FILING_POLL_SECONDS: '0.3',
  });
  ({ admin, operator, fleet } = await h.demoTokens());
  // a server with its demo archive: slow to start on a busy machine
}, 180_000);
afterAll(() => h?.close());

describe('filing with the sandbox platform', () => {
  it('names the sandbox and seeds filings in several statuses', async () => {
    expect((await call('GET', '/api/vehicle-svc/filing/platform')).json()).toEqual({
      kind: 'SANDBOX',
      reviewSeconds: 1,
    });
    const page = (
      await call('POST', api('terminalModelFiling', 'page'), { current: 1, size: 50 })
    ).json() as { items: Row[] };
    const statuses = new Set(page.items.map((r) => r.status));
    expect(statuses).toContain('APPROVED');
    expect(statuses).toContain('REJECTED');
    const approvedGb6 = page.items.find((r) => r.status === 'APPROVED' && r.standard === 'GB6')!;
    expect(approvedGb6.auditStatus).toBe(3);
    expect(approvedGb6.subjectCode).toMatch(/^TBOX-/);
    const vehicles = (
      await call('POST', '/api/vehicle-svc/vehicles/V1.0/page/filing', { current: 1, size: 10 })
    ).json() as { items: Row[] };
    expect(vehicles.items.length).toBeGreaterThan(0);
  });

  it('files a terminal model: identifier, register, review by the job, approved and pushed', async () => {
    const modelId = await newTerminalModel('T-FIL-OK', 'H3.0');
    const created = await call('POST', api('terminalModelFilingGb6'), { subjectId: modelId });
    expect(created.statusCode, created.body).toBe(200);
    const filing = created.json() as Row;
    expect(filing).toMatchObject({
      standard: 'GB6',
      status: 'TO_SUBMIT',
      auditStatus: 0,
      subjectCode: 'T-FIL-OK',
    });
    const id = filing.id as number;

    // a model is registered only with its identifier
    const early = await call('PUT', tbox(`${id}/register`));
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(
      'T-FIL-OK has no filing identifier yet; query the identifier first',
    );
    expect((await call('GET', api('terminalModelFilingGb6', String(id)))).json().status).toBe('TO_SUBMIT');

    const identified = (await call('PUT', tbox(`${id}/identifier/query`))).json() as Row;
    expect(identified.identifier).toMatch(/^GB6TB[0-9A-F]{12}$/);
    expect((await call('GET', tbox(`${id}/identifier`))).json().identifier).toBe(identified.identifier);
    const listed = (await call('GET', tbox('identifier'), undefined)).json() as { items: Row[] };
    expect(listed.items.some((r) => r.id === id && r.subjectCode === 'T-FIL-OK')).toBe(true);

    const pushes: WsPush[] = [];
    const stop = h.ctx.bus.subscribe(Subjects.userPush, (p) => pushes.push((p as { push: WsPush }).push));
    const submitted = await call('PUT', tbox(`${id}/register`));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED' });
    expect(submitted.json().requestNo).toMatch(/^SBX-/);

    // registering again while under review is refused
    const twice = await call('PUT', tbox('register'), { ids: [id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('The filing of T-FIL-OK is under review; wait for the result');

    const done = await waitFor('terminalModelFilingGb6', id, ['APPROVED', 'REJECTED']);
    stop();
    expect(done).toMatchObject({ status: 'APPROVED', auditStatus: 3, rejectReason: null });
    expect(done.auditedAt).toEqual(expect.any(Number));
    expect(
      pushes.filter((p) => p.type === 'filing' && p.id === id).map((p) => (p as { status: string }).status),
    ).toContain('APPROVED');
    // the general screen sees it too; an approved filing is not submitted again
    expect((await call('GET', api('terminalModelFiling', String(id)))).json().status).toBe('APPROVED');
    expect((await call('PUT', tbox(`${id}/register`))).statusCode).toBe(409);
    // a filing under review or approved can still be queried
    expect((await call('PUT', tbox(`${id}/register/query`))).json().status).toBe('APPROVED');
  });

  it('rejects a model the archive files without its hardware version, with the reason', async () => {
    const modelId = await newTerminalModel('T-FIL-BAD');
    const id = (await call('POST', api('terminalModelFilingGb4'), { subjectId: modelId })).json()
      .id as number;
    await call('PUT', tbox(`${id}/identifier/query`));
    await call('PUT', tbox('register'), { ids: [id] });
    const done = await waitFor('terminalModelFilingGb4', id, ['APPROVED', 'REJECTED']);
    expect(done).toMatchObject({ status: 'REJECTED', auditStatus: 2 });
    expect(done.rejectReason).toContain('hardwareVersion');
    // fixed in the archive, registered again: approved
    await call('PUT', '/api/terminal-svc/terminal/models/V1.0', { id: modelId, hardwareVersion: 'H1.0' });
    await call('PUT', tbox(`${id}/register`));
    expect((await waitFor('terminalModelFilingGb4', id, ['APPROVED', 'REJECTED'])).status).toBe('APPROVED');
  });

  it('refuses bad input and keeps tenants and permissions apart', async () => {
    const modelId = await newTerminalModel('T-FIL-DUP', 'H1.0');
    expect((await call('POST', api('terminalModelFilingGb6'), { subjectId: modelId })).statusCode).toBe(200);
    const dup = await call('POST', api('terminalModelFilingGb6'), { subjectId: modelId });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Terminal model is already filed under this standard');
    // the general screen picks the standard; GB4 is a second filing of the same model
    expect(
      (await call('POST', api('terminalModelFiling'), { subjectId: modelId, standard: 'GB4' })).statusCode,
    ).toBe(200);
    const missing = await call('POST', api('terminalModelFilingGb6'), {});
    expect(missing.statusCode).toBe(400);
    expect(
      (await call('POST', api('terminalModelFiling'), { subjectId: modelId, standard: 'GB5' })).statusCode,
    ).toBe(400);
    expect((await call('POST', api('terminalModelFilingGb6'), { subjectId: 99999999 })).statusCode).toBe(400);
    expect((await call('PUT', tbox('register'), { ids: [] })).statusCode).toBe(400);
    expect((await call('PUT', tbox('abc/register'))).statusCode).toBe(400);

    const page = (
      await call('POST', api('terminalModelFilingGb6', 'page'), { current: 1, size: 50 })
    ).json() as { items: Row[] };
    const id = page.items[0]!.id as number;
    expect((await call('PUT', tbox(`${id}/identifier/query`), undefined, operator)).statusCode).toBe(403);
    // the refusal does not depend on where an id lives: 403 for a row of the caller's tenant and for an id of nothing alike
    expect((await call('PUT', tbox('99999999/identifier/query'), undefined, operator)).statusCode).toBe(403);
    expect((await call('GET', tbox('99999999/identifier'), undefined, operator)).statusCode).toBe(403);
    expect((await call('GET', tbox(`${id}/identifier`), undefined, operator)).statusCode).toBe(403);
    expect(
      (await call('POST', api('terminalModelFilingGb6', 'page'), { current: 1 }, operator)).statusCode,
    ).toBe(403);
    // another tenant sees none of it
    expect((await call('GET', api('terminalModelFilingGb6', String(id)), undefined, fleet)).statusCode).toBe(
      404,
    );
    const other = await call('PUT', tbox(`${id}/register/query`), undefined, fleet);
    expect([403, 404]).toContain(other.statusCode);
    // a chip model filing is not reachable through the terminal model paths
    const chip = (await call('POST', api('chipModelFiling', 'page'), { current: 1, size: 1 })).json()
      .items[0] as Row;
    expect((await call('GET', tbox(`${chip.id as number}/identifier`))).statusCode).toBe(404);
  });

  it('registers vehicles and vehicle models, which need no identifier', async () => {
    const vehicles = (
      await call('POST', api('vehicleFiling', 'page'), { current: 1, size: 50, status: 'TO_SUBMIT' })
    ).json() as { items: Row[] };
    const id = vehicles.items[0]!.id as number;
    const res = await call('PUT', '/api/vehicle-svc/filing/vehicle/register', { ids: [id] });
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitFor('vehicleFiling', id, ['APPROVED', 'REJECTED']);
    expect(['APPROVED', 'REJECTED']).toContain(done.status);
    expect((await call('PUT', `/api/vehicle-svc/filing/vehicle/${id}/register/query`)).json().status).toBe(
      done.status,
    );

    const model = (
      await call('POST', api('vehicleModelFilingGb6', 'page'), { current: 1, size: 50, status: 'TO_SUBMIT' })
    ).json().items[0] as Row;
    expect(
      (await call('PUT', '/api/vehicle-svc/vehicle/vehicleModelFiling/register', { ids: [model.id] }))
        .statusCode,
    ).toBe(200);
    const deleting = await call('DELETE', api('vehicleModelFilingGb6'), { ids: [model.id] });
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().error.message).toBe('A filing under review cannot be deleted');
    // a filing under review is not marked by hand; others are, and back
    const pending = await call('POST', '/api/vehicle-svc/vehicle/vehicleModelFiling/updateOnRecord', {
      ids: [model.id],
    });
    expect(pending.statusCode).toBe(409);
    const options = (
      await call('POST', '/api/vehicle-svc/vehicle/vehicleModelFiling/options', {})
    ).json() as Row[];
    const failed = options.find((o) => o.status === 'FAILED')!;
    expect(failed.label).toMatch(/\(GB4\)$/);
    const marked = await call('POST', '/api/vehicle-svc/vehicle/vehicleModelFiling/updateOnRecord', {
      ids: [failed.id],
    });
    expect(marked.json().items[0]).toMatchObject({ status: 'APPROVED', rejectReason: null });
    const off = await call('POST', '/api/vehicle-svc/vehicle/vehicleModelFiling/updateOnRecord', {
      ids: [failed.id],
      onRecord: false,
    });
    expect(off.json().items[0].status).toBe('TO_SUBMIT');
    expect(
      (
        await call(
          'POST',
          '/api/vehicle-svc/vehicle/vehicleModelFiling/updateOnRecord',
          { ids: [failed.id] },
          operator,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('drops the filings of a subject deleted from the archive', async () => {
    const factoryId = (
      (await call('GET', '/api/terminal-svc/chip/factory/V1.0/options')).json() as { id: number }[]
    )[0]!.id;
    const chip = (
      await call('POST', '/api/terminal-svc/chip/models/V1.0', {
        modelCode: 'C-GONE',
        modelName: '将删除的芯片',
        chipFactoryId: factoryId,
        chipType: 'SE',
      })
    ).json() as Row;
    const filing = (await call('POST', api('chipModelFilingGb6'), { subjectId: chip.id })).json() as Row;
    expect(filing.subjectCode).toBe('C-GONE');
    expect((await call('DELETE', '/api/terminal-svc/chip/models/V1.0', { ids: [chip.id] })).statusCode).toBe(
      200,
    );
    await new FilingService(h.ctx.database.db, sandboxPlatform(0), h.ctx.bus).pruneOrphans();
    expect((await call('GET', api('chipModelFilingGb6', String(filing.id as number)))).statusCode).toBe(404);
  });
});

describe('model filing base: both standards in one list', () => {
  /** A demo model without a filing of the standard. */
  const unfiled = async (standard: string) => {
    for (const model of await ok<{ id: number; label: string }[]>('GET', `${V}/models/V1.0/options`)) {
      const page = await ok<{ total: number }>('POST', `${MODEL_FILING}/page`, {
        subjectId: model.id,
        standard,
      });
      if (page.total === 0) return model;
    }
    throw new Error(`every demo model has a ${standard} filing`);
  };

  it('creates, finds, lists, exports and deletes filings of either standard', async () => {
    const model = await unfiled('GB4');
    const created = await ok('POST', MODEL_FILING, { subjectId: model.id, standard: 'GB4' });
    expect(created).toMatchObject({ standard: 'GB4', status: 'TO_SUBMIT', subjectName: model.label });
    const again = await call('POST', MODEL_FILING, { subjectId: model.id, standard: 'GB4' });
    expect(again.statusCode).toBe(409);
    expect((await ok('GET', `${MODEL_FILING}/${String(created.id)}`)).standard).toBe('GB4');
    // the same row on the GB4 screen; the base lists both standards
    const gb4 = await ok<{ items: Row[] }>('POST', `${MODEL_FILING}/gb4/page`, {
      subjectCode: created.subjectCode,
    });
    expect(gb4.items.map((r) => r.id)).toContain(created.id);
    const all = await ok<{ items: Row[] }>('POST', `${MODEL_FILING}/page`, { pageSize: 200 });
    expect(new Set(all.items.map((r) => r.standard))).toEqual(new Set(['GB4', 'GB6']));
    const updated = await ok('PUT', MODEL_FILING, { id: created.id, remark: '平台外已备案' });
    expect(updated.remark).toBe('平台外已备案');
    const file = await call('POST', `${MODEL_FILING}/export`, { ids: [created.id] });
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect((await readSheet(file)).length).toBe(3);

    expect((await call('POST', `${MODEL_FILING}/page`, {}, operator)).statusCode).toBe(403);
    expect((await call('GET', `${MODEL_FILING}/${String(created.id)}`, undefined, fleet)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', MODEL_FILING, { ids: [created.id] })).statusCode).toBe(200);
    expect((await call('GET', `${MODEL_FILING}/${String(created.id)}`)).statusCode).toBe(404);
  });

  it('imports filings by file after a preview, which writes nothing', async () => {
    const model = await unfiled('GB6');
    const rows = [
      ['subjectId', 'standard'],
      [model.label, 'GB6'],
      [model.label, 'GB5'],
    ];
    const preview = await upload(`${MODEL_FILING}/import/preview`, await writeSheet(rows));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ total: 2, valid: 1 });
    expect(
      (await ok<{ total: number }>('POST', `${MODEL_FILING}/page`, { subjectId: model.id, standard: 'GB6' }))
        .total,
    ).toBe(0);
    const imported = await upload(`${MODEL_FILING}/import`, await writeSheet(rows.slice(0, 2)));
    expect(imported.json()).toEqual({ imported: 1 });
    const page = await ok<{ items: Row[] }>('POST', `${MODEL_FILING}/page`, {
      subjectId: model.id,
      standard: 'GB6',
    });
    expect(page.items[0]).toMatchObject({ status: 'TO_SUBMIT', subjectName: model.label });
  });
});
