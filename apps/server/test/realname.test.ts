import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { realnameResourceSpecs } from '@chelian/contracts/resources/realname/index';
import { DEMO } from '../src/demo/tenants';
import { businessLogs } from '../src/platform/schema';
import { realnameRecords } from '../src/domains/realname/schema';
import { deflateSync } from 'node:zlib';
import { startHarness, type Harness } from './harness';
import { multipartFile, readSheet } from './resources-support';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const RECORDS = '/api/verify-svc/vehicle/verify_info/V1.0';
const HISTORY = '/api/verify-svc/vehicle/verify_history/V1.0';
const HISTORY_LIST = `${HISTORY}/list`;
const LOGS = '/api/verify-svc/vehicle/verify_one_link/logs/V1.0';
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });

/** An identity number with its check digit. */
function idNumber(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}
const OWNER = {
  ownerName: '赵晓明',
  ownerPhone: '13812345678',
  ownerIdNumber: idNumber('44030519880808123'),
};
const vin = (n: number) => `LRNTEST${String(n).padStart(10, '0')}`;
const record = (n: number, extra: Row = {}) => ({ vin: vin(n), ownerType: 'PERSONAL', ...OWNER, ...extra });

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

const firstId = async (path: string) =>
  ((await call('POST', `${path}/page`, { pageSize: 1 })).json().items[0] as Row).id as number;

const CASES: Record<string, Case> = {
  realnameRecord: {
    unique: (n) => record(n),
    update: { companyName: '改过的企业' },
  },
  realnameHistory: { existing: () => firstId(HISTORY) },
  realnameOneLinkLog: { existing: () => firstId(LOGS) },
};

describe('real-name declarations', () => {
  resourceSuite(realnameResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 500);
});

describe('real-name records', () => {
  it('keeps the owner images as files of the file service, linked from the record', async () => {
    const upload = async (token: string) => {
      const form = multipartFile('id-front.png', png(), 'image/png');
      const res = await h.call('POST', '/api/file-svc/attachments/V1.0/upload', {
        token,
        body: form.payload,
        headers: form.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const front = await upload(admin);
    const created = await call('POST', RECORDS, record(6, { ownerIdCarImg: front }));
    expect(created.statusCode, created.body).toBe(200);
    const found = (await call('GET', `${RECORDS}/${created.json().id}`)).json();
    expect(found.ownerIdCarImg).toBe(front);
    expect(found.ownerIdCarImgPath).toMatch(/\/download\?expires=\d+&signature=[0-9a-f]+/);
    expect((await h.call('GET', found.ownerIdCarImgPath as string)).statusCode).toBe(200);
    // another tenant's file is not the caller's to attach
    const theirs = await upload(fleet);
    const refused = await call('POST', RECORDS, record(7, { ownerIdCarImg: theirs }));
    expect(refused.statusCode).toBe(400);
    expect((await call('POST', `${RECORDS}/page`, { vin: vin(7) })).json().total).toBe(0);
  });

  it('keeps owner data sealed at rest and masked in lists, details and exports', async () => {
    const created = await call('POST', RECORDS, record(1));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ verifyStatus: 'NOT_VERIFY', pendingSubmit: true });
    const reader = await h.userWithPermissions('realname_reader', ['realnameRecords/view']);
    expect((await call('GET', `${RECORDS}/${id}`, undefined, reader)).json()).toMatchObject({
      ownerName: '赵*明',
      ownerPhone: '1*********8',
      ownerIdNumber: `4****************${OWNER.ownerIdNumber.slice(-1)}`,
    });

    // the raw columns hold neither the identity number nor the phone nor the name
    const raw = await h.ctx.database.rows(
      sql`select owner_name, owner_phone, owner_id_number from realname_records where id = ${id}`,
    );
    const stored = JSON.stringify(raw);
    expect(stored).not.toContain(OWNER.ownerIdNumber);
    expect(stored).not.toContain(OWNER.ownerPhone);
    expect(stored).not.toContain(OWNER.ownerName);
    const [row] = await h.ctx.database.db.select().from(realnameRecords).where(eq(realnameRecords.id, id));
    expect(row!.ownerIdNumber.startsWith('enc:v1:')).toBe(true);
    expect(h.ctx.secrets.open('realname_records.owner_id_number', row!.ownerIdNumber)).toBe(
      OWNER.ownerIdNumber,
    );

    const page = (await call('POST', `${RECORDS}/page`, { vin: vin(1) }, reader)).json();
    expect(page.items[0]).toMatchObject({ ownerName: '赵*明', ownerPhone: '1*********8' });
    const exporter = await h.userWithPermissions('realname_exporter', [
      'realnameRecords/view',
      'realnameRecords/export',
    ]);
    const exported = await call('POST', `${RECORDS}/export`, { ids: [id] }, exporter);
    expect(exported.statusCode).toBe(200);
    expect((await readSheet(exported)).flat()).not.toContain(OWNER.ownerIdNumber);
    expect((await readSheet(exported)).flat()).toContain(`4****************${OWNER.ownerIdNumber.slice(-1)}`);
  });

  it('shows owner data in clear only with realnameRecords/unmask, and logs each such read', async () => {
    const id = (await call('POST', RECORDS, record(2))).json().id as number;
    const viewer = await h.userWithPermissions('realname_viewer', ['realnameRecords/view']);
    expect((await call('POST', `${RECORDS}/${id}/owner`, {}, viewer)).statusCode).toBe(403);
    expect((await call('POST', `${RECORDS}/page`, { vin: vin(2) }, viewer)).json().items[0].ownerName).toBe(
      '赵*明',
    );
    expect((await call('POST', `${RECORDS}/${id}/owner`, {}, fleet)).statusCode).toBe(404);

    // a holder of the permission reads the clear text in the list, the detail and the export,
    // and each of those reads is a line of the business log; a masked read is not. The log is
    // written in batches: the lines of this record's reads are told apart by what they asked.
    const reads = async () =>
      (
        await h.ctx.database.db
          .select({ url: businessLogs.url, action: businessLogs.action, detail: businessLogs.detail })
          .from(businessLogs)
          .where(eq(businessLogs.module, 'realnameRecords'))
      ).filter(
        (r) =>
          !['create', 'update', 'delete'].includes(r.action) &&
          (r.url === `${RECORDS}/${id}` ||
            (r.detail ?? '').includes(vin(2)) ||
            (r.detail ?? '').includes(`"ids":[${id}]`)),
      );
    expect(await reads()).toEqual([]);
    const listed = (await call('POST', `${RECORDS}/page`, { vin: vin(2) })).json().items[0];
    expect(listed).toMatchObject(OWNER);
    expect((await call('GET', `${RECORDS}/${id}`)).json()).toMatchObject(OWNER);
    const exported = await call('POST', `${RECORDS}/export`, { ids: [id] });
    expect((await readSheet(exported)).flat()).toContain(OWNER.ownerIdNumber);
    await expect.poll(async () => (await reads()).length, { timeout: 5000 }).toBe(3);
    const lines = await reads();
    expect(lines.map((l) => l.url).sort()).toEqual(
      [`${RECORDS}/${id}`, `${RECORDS}/export`, `${RECORDS}/page`].sort(),
    );
    // the log keeps what was asked, never the clear answer
    expect(JSON.stringify(lines)).not.toContain(OWNER.ownerIdNumber);

    const count = async () =>
      (
        await h.ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(businessLogs)
          .where(eq(businessLogs.url, `${RECORDS}/${id}/owner`))
      )[0]!.n;
    const before = await count();
    const revealed = await call('POST', `${RECORDS}/${id}/owner`);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json()).toEqual(OWNER);
    await expect.poll(count, { timeout: 5000 }).toBe(before + 1);
    const [logged] = await h.ctx.database.db
      .select()
      .from(businessLogs)
      .where(eq(businessLogs.url, `${RECORDS}/${id}/owner`));
    expect(logged).toMatchObject({ userName: DEMO.admin, module: 'realnameRecords', action: 'unmask' });
    // the log keeps the request, not the clear answer
    expect(JSON.stringify(logged)).not.toContain(OWNER.ownerIdNumber);
  });

  it('refuses a bad identity number in the caller language and stores nothing', async () => {
    const bad = await call(
      'POST',
      RECORDS,
      record(3, { ownerIdNumber: '440305198808081230' }),
      admin,
      'en-US',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.ownerIdNumber).toBe(
      'Identity number is not a valid 18-digit identity number',
    );
    const masked = await call('POST', RECORDS, record(3, { ownerPhone: '1*********8' }), admin, 'en-US');
    expect(masked.statusCode).toBe(400);
    expect(masked.json().error.fields.ownerPhone).toBeTruthy();
    const tw = await call('POST', RECORDS, record(3, { ownerIdNumber: '12345' }), admin, 'zh-TW');
    expect(tw.statusCode).toBe(400);
    expect((await call('POST', `${RECORDS}/page`, { vin: vin(3) })).json().total).toBe(0);
  });

  it('runs submit and review through the statuses, with history and one-link logs', async () => {
    const created = (await call('POST', RECORDS, record(4))).json();
    const id = created.id as number;
    const submit = (token = admin, lang = 'zh-CN') =>
      call('PUT', `${RECORDS}/${vin(4)}/realName`, {}, token, lang);
    const verify = (body: Row, lang = 'zh-CN') =>
      call('POST', `${RECORDS}/verify`, { id, ...body }, admin, lang);

    // not submitted yet: no review
    expect((await verify({ result: 'PASS' })).statusCode).toBe(409);
    const first = await submit();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ verifyStatus: 'SUBMIT', pendingSubmit: false });
    // under review: no edit, no second submission
    const edit = await call('PUT', RECORDS, { id, companyName: '审核中修改' }, admin, 'en-US');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toContain('under review (Submitted)');
    expect((await submit()).statusCode).toBe(409);

    // a failure needs a reason
    const noReason = await verify({ result: 'FAIL' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('认证失败时请填写原因');
    const failed = await verify({ result: 'FAIL', reason: '照片模糊' });
    expect(failed.json()).toMatchObject({ verifyStatus: 'FAIL', failReason: '照片模糊' });

    // nothing changed since the last submission: nothing to submit; an edit asks for a manual submission
    const idle = await submit(admin, 'en-US');
    expect(idle.statusCode).toBe(409);
    expect(idle.json().error.code).toBe('REALNAME_NOTHING_TO_SUBMIT');
    // an editor without realnameRecords/unmask sees and sends back masks
    const editor = await h.userWithPermissions('realname_editor', [
      'realnameRecords/view',
      'realnameRecords/update',
    ]);
    const edited = await call('PUT', RECORDS, { id, ownerPhone: '13987654321', ownerName: '赵*明' }, editor);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      pendingSubmit: true,
      verifyStatus: 'FAIL',
      ownerPhone: '1*********1',
    });
    // an edit form sends every mask back: nothing changes but the pending submission
    const asShown = edited.json() as Row;
    const resent = await call(
      'PUT',
      RECORDS,
      {
        id,
        ownerName: asShown.ownerName,
        ownerPhone: asShown.ownerPhone,
        ownerIdNumber: asShown.ownerIdNumber,
      },
      editor,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    // the mask sent back unchanged kept the stored name
    expect((await call('POST', `${RECORDS}/${id}/owner`)).json()).toMatchObject({
      ownerName: OWNER.ownerName,
      ownerPhone: '13987654321',
    });
    expect((await submit()).json().verifyStatus).toBe('SUBMIT');
    expect((await verify({ result: 'PASS' })).json()).toMatchObject({
      verifyStatus: 'PASS',
      failReason: null,
    });

    // a verified record edited and submitted again is a transfer
    // the spec's updateVerifyInfo edits as the standard update does
    expect((await call('PUT', `${RECORDS}/updateVerifyInfo`, { id, ownerName: '钱新主' })).statusCode).toBe(
      200,
    );
    expect((await submit()).json().verifyStatus).toBe('TRANSFER');
    expect((await verify({ result: 'PASS' })).json().verifyStatus).toBe('TRANSFER_PASS');

    const history = (await call('POST', HISTORY_LIST, { vin: vin(4), pageSize: 50 })).json().items as Row[];
    expect(history.map((r) => [r.action, r.statusBefore, r.statusAfter]).reverse()).toEqual([
      ['CREATE', null, 'NOT_VERIFY'],
      ['SUBMIT', 'NOT_VERIFY', 'SUBMIT'],
      ['VERIFY', 'SUBMIT', 'FAIL'],
      ['EDIT', 'FAIL', 'FAIL'],
      ['EDIT', 'FAIL', 'FAIL'],
      ['SUBMIT', 'FAIL', 'SUBMIT'],
      ['VERIFY', 'SUBMIT', 'PASS'],
      ['EDIT', 'PASS', 'PASS'],
      ['SUBMIT', 'PASS', 'TRANSFER'],
      ['VERIFY', 'TRANSFER', 'TRANSFER_PASS'],
    ]);
    expect(history.every((r) => !JSON.stringify(r).includes(OWNER.ownerName))).toBe(true);
    const logs = (await call('POST', `${LOGS}/page`, { vin: vin(4) })).json().items as Row[];
    expect(logs).toHaveLength(3);
    expect(logs.every((r) => r.result === 'SUCCESS' && r.ownerPhone !== '13987654321')).toBe(true);

    // the other tenant and a user without the permission cannot submit
    expect((await submit(fleet)).statusCode).toBe(404);
    expect((await submit(operator)).statusCode).toBe(403);
  });

  it('fails a submission whose identity number names no real birth date', async () => {
    // check digit right, 31 February wrong
    const id = (
      await call('POST', RECORDS, record(5, { ownerIdNumber: idNumber('44030519880231123') }))
    ).json().id as number;
    const res = await call('PUT', `${RECORDS}/${vin(5)}/realName`, {});
    expect(res.json()).toMatchObject({ id, verifyStatus: 'FAIL' });
    const logs = (await call('POST', `${LOGS}/page`, { vin: vin(5) })).json().items as Row[];
    expect(logs.map((r) => r.result)).toEqual(['FAIL']);
  });

  it('seeds the demo records', async () => {
    const reader = await h.userWithPermissions('realname_seed_reader', ['realnameRecords/view']);
    const page = (await call('POST', `${RECORDS}/page`, { pageSize: 100 }, reader)).json().items as Row[];
    const statuses = new Set(page.map((r) => r.verifyStatus));
    for (const s of ['PASS', 'SUBMIT', 'NOT_VERIFY']) expect(statuses.has(s)).toBe(true);
    expect(page.some((r) => r.ownerName === '张*伟')).toBe(false);
    expect(page.some((r) => r.ownerName === '张*')).toBe(true);
  });
});

/** A real 1x1 PNG. */
function png(): Buffer {
  const crc32 = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
