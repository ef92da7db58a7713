import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFields, allResources, type Resource } from '../src/resources/engine';
import { importFields } from '../src/resources/excel';
import {
  relationBase,
  resourcePath,
  searchFields,
  systemResourceSpecs,
  XLSX_CONTENT_TYPE,
} from '@chelian/contracts';
import { DEMO } from '../src/db/seed/demo';
import { startHarness, type Harness } from './harness';
import { multipartFile, readSheet, writeSheet } from './resources-support';
import '../src/domains/system/resources';

type Row = Record<string, unknown>;

/** Per resource: values that make a row unique (n varies), what a create needs beyond the sample, cells for the import. */
interface Case {
  unique?: (n: number) => Row;
  create?: (h: Ctx) => Promise<Row> | Row;
  /** import cells by field key (as written in the file) */
  importCells?: (n: number) => Row;
  /** an existing row to use when the resource has no create */
  existing?: (h: Ctx) => Promise<number>;
  update?: Row;
}
interface Ctx {
  call: (
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ) => Promise<import('fastify').LightMyRequestResponse>;
  upload: (
    url: string,
    form: { payload: Buffer; headers: Record<string, string> },
  ) => Promise<import('fastify').LightMyRequestResponse>;
  admin: string;
  operator: string;
  fleet: string;
  login: (userName: string, password: string) => Promise<string>;
}

const pick = async (
  c: Ctx,
  resource: string,
  where: (o: { id: number; label: string }) => boolean = () => true,
) => {
  const spec = systemResourceSpecs[resource as keyof typeof systemResourceSpecs];
  const options = (await c.call('GET', `/api/${resourcePath(spec, 'options')}`)).json() as {
    id: number;
    label: string;
  }[];
  return options.find(where)!;
};
const firstId = async (c: Ctx, path: string, body: Row = {}, token?: string) => {
  const page = (await c.call('POST', `/api/system-svc/${path}/page`, { pageSize: 1, ...body }, token)).json();
  return page.items[0].id as number;
};

const CASES: Record<string, Case> = {
  user: {
    unique: (n) => ({ userName: `t_user_${n}` }),
    create: async (c) => ({
      orgId: (await pick(c, 'organisation')).id,
      roleIds: [(await pick(c, 'role')).id],
      postId: (await pick(c, 'userPost')).id,
    }),
    update: { realName: '李四' },
  },
  role: { unique: (n) => ({ code: `t_role_${n}` }), update: { name: '测试角色' } },
  menu: { unique: (n) => ({ code: `test/menu-${n}` }), update: { name: '测试菜单', nameEnUS: 'Test menu' } },
  organisation: {
    unique: (n) => ({ code: `ORG-T${n}` }),
    create: async (c) => ({ parentId: (await pick(c, 'organisation')).id }),
    update: { name: '测试组织' },
  },
  tenant: {
    unique: (n) => ({ tenantCode: `t_tenant_${n}`, adminUserName: `t_tadmin_${n}` }),
    update: { tenantName: '测试租户' },
  },
  tenantApp: { unique: (n) => ({ appCode: `T_APP_${n}` }), update: { appName: '测试应用' } },
  tenantPlatformAccount: { unique: (n) => ({ account: `t_acc_${n}` }), update: { platformName: '测试平台' } },
  dictionaryType: { unique: (n) => ({ code: `t_cat_${n}` }), update: { name: '测试类型' } },
  dictionary: { unique: (n) => ({ code: `t_dict_${n}` }), update: { name: '测试字典' } },
  dictionaryItem: {
    unique: (n) => ({ code: `T_ITEM_${n}` }),
    update: { label: '测试项', labelEnUS: 'Test item' },
  },
  locale: { unique: (n) => ({ code: `test.entry.${n}` }), update: { value: 'Changed' } },
  parameter: { unique: (n) => ({ paramKey: `test.param${n}` }), update: { value: '42' } },
  area: { unique: (n) => ({ code: `99${String(n).padStart(4, '0')}` }), update: { name: '测试区' } },
  theme: { unique: (n) => ({ name: `测试主题${n}` }), update: { sequence: 7 } },
  themeAttr: {
    create: async (c) => ({ themeId: (await pick(c, 'theme')).id, attrCode: 'fontSize' }),
    importCells: () => ({ attrCode: 'Background colour' }),
    update: { attrValue: '16' },
  },
  manufacturer: { unique: (n) => ({ code: `T_MFR_${n}` }), update: { name: '测试厂商' } },
  securityCertificate: { unique: (n) => ({ serialNo: `ABCD${n}` }), update: { name: '测试证书' } },
  userConfig: {
    create: async (c) => ({ userId: (await pick(c, 'user', (o) => o.label === '运营专员小李')).id }),
    importCells: () => ({ userId: '朝阳经销商店长' }),
    update: { language: 'en-US' },
  },
  userPost: { unique: (n) => ({ code: `t_post_${n}` }), update: { name: '测试岗位' } },
  resource: {
    unique: (n) => ({ code: `test/res#${n}`, permission: `test/act${n}` }),
    create: async (c) => ({ parentId: (await pick(c, 'menu')).id }),
    update: { name: '测试资源' },
  },
  report: { unique: (n) => ({ code: `t_report_${n}` }), update: { name: '测试报表' } },
  onlineUser: {
    existing: async (c) => {
      await c.login('dealer_bj', DEMO.userPassword);
      return firstId(c, 'onlineUsers', { userName: 'dealer_bj' });
    },
  },
  apiLog: { existing: (c) => firstId(c, 'apiLog/V1.0') },
  businessLog: { existing: (c) => firstId(c, 'bizLog/V1.0') },
  systemLog: { existing: (c) => firstId(c, 'sys_log/V1.0') },
  pushClass: { unique: (n) => ({ code: `t_pc_${n}` }), update: { name: '测试消息类型' } },
  pushConfig: { unique: (n) => ({ name: `测试通知${n}` }), update: { remark: '已修改' } },
};

/** The value a search field is sent with to find a given row. */
function searchValue(row: Row, key: string, op: string): Row | null {
  const value = row[key];
  if (value == null || value === '' || (Array.isArray(value) && !value.length)) return null;
  if (op === 'range')
    return { [`${key}Start`]: Number(value) - 60_000, [`${key}End`]: Number(value) + 60_000 };
  const one = Array.isArray(value) ? value[0] : value;
  if (op === 'like') return { [key]: String(one).slice(1, 4) || String(one) };
  if (op === 'prefix') return { [key]: String(one).slice(0, 3) };
  if (op === 'in') return { [key]: [one] };
  return { [key]: one };
}

describe('every declared system resource through the engine', () => {
  let h: Harness;
  let c: Ctx;
  let n = 100;
  beforeAll(async () => {
    h = await startHarness({ API_LOG: 'true' });
    const admin = await h.adminToken();
    c = {
      admin,
      operator: await h.login(DEMO.operator, DEMO.userPassword),
      fleet: await h.login(DEMO.fleetAdmin, DEMO.userPassword),
      call: (method, url, body, token) => h.call(method, url, { token: token ?? admin, body }),
      login: (userName, password) => h.login(userName, password),
      upload: (url, form) => h.call('POST', url, { token: admin, body: form.payload, headers: form.headers }),
    };
    // some calls so the API and business logs have rows
    await c.call('POST', '/api/system-svc/roles/V1.0', {
      name: '日志角色',
      code: 'log_role',
      roleType: 'NORMAL',
    });
    await new Promise((r) => setTimeout(r, 700));
  });
  afterAll(() => h?.close());

  it('declares a case for every registered resource', () => {
    // domains outside system administration test their resources in their own files
    const names = allResources()
      .map((r) => r.name)
      .filter((name) => name in systemResourceSpecs);
    expect(names.sort()).toEqual(Object.keys(systemResourceSpecs).sort());
    expect(Object.keys(CASES).sort()).toEqual(names.sort());
  });

  for (const name of Object.keys(systemResourceSpecs)) {
    it(`${name}: create, page by every search field, find, update, export, import, 403, 404 across tenants, delete`, async () => {
      const resource = allResources().find((r) => r.name === name)!;
      const spec = resource.spec;
      const test = CASES[name]!;
      const base = `/api/${resourcePath(spec)}`;
      const ops = resource.operations;
      const scope = resource.def.scope.kind;

      // create (or an existing row)
      let id: number;
      if (ops.has('create')) {
        const body = {
          ...resource.def.sample?.(),
          ...(test.unique?.(++n) ?? {}),
          ...(test.create ? await test.create(c) : {}),
        };
        const created = await c.call('POST', base, body);
        expect(created.statusCode, created.body).toBe(200);
        id = created.json().id;
        if (test.unique) {
          // the same unique values again: 409 naming the field
          const again = await c.call('POST', base, body);
          expect(again.statusCode, again.body).toBe(409);
          expect(again.json().errCode).toBe('CONFLICT');
        }
      } else {
        id = await test.existing!(c);
      }

      // find: stored values plus the detail conversions
      const found = await c.call('GET', `${base}/${id}`);
      expect(found.statusCode, found.body).toBe(200);
      const row = found.json() as Row;
      for (const [key, f] of Object.entries(spec.fields)) {
        if (f.type === 'ref' && row[key] != null)
          expect(row, `${name}.${key}`).toHaveProperty(`${relationBase(key)}Label`);
        if (f.type === 'refs') expect(Array.isArray(row[key]), `${name}.${key}`).toBe(true);
        if ((f.type === 'dict' || f.type === 'enum') && row[key] != null && !f.multiple) {
          expect(row[`${key}Code`]).toBe(row[key]);
          expect(typeof row[`${key}Desc`]).toBe('string');
        }
      }

      // page: the shape, then each search field finds the row
      const page = (await c.call('POST', `${base}/page`, { page: 1, pageSize: 10 })).json();
      expect(page).toMatchObject({ current: 1, pageSize: 10, totalExact: true });
      expect(page.total).toBeGreaterThan(0);
      for (const [key, field, op] of searchFields(spec)) {
        const search = searchValue(row, key, op);
        if (!search) continue;
        // the row matches its own values ...
        const mine = await c.call('POST', `${base}/page`, { ...search, ids: [id] });
        expect(mine.statusCode, `${name} search ${key}: ${mine.body}`).toBe(200);
        expect(
          mine.json().items.map((i: Row) => i.id),
          `${name} search ${key} ${JSON.stringify(search)}`,
        ).toEqual([id]);
        // ... and an exact search leaves out every row without the value
        if (op === 'eq' && !field.multiple && field.type !== 'refs') {
          const all = (await c.call('POST', `${base}/page`, { pageSize: 200, ...search })).json();
          for (const item of all.items)
            expect(String(item[key]), `${name} search ${key}`).toBe(String(search[key]));
        }
      }

      // update
      if (ops.has('update') && test.update) {
        const updated = await c.call('PUT', base, { id, ...test.update });
        expect(updated.statusCode, updated.body).toBe(200);
        for (const [key, value] of Object.entries(test.update))
          expect(updated.json()[key], `${name}.${key}`).toEqual(value);
      }

      // export of the search of the moment (this row only), read back
      if (ops.has('export')) {
        const res = await c.call('POST', `${base}/export`, { ids: [id], title: 'title', sheetName: 'Sheet' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
        expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''.+_\d{13}\.xlsx/);
        const sheet = await readSheet(res);
        expect(sheet[0]![0]).toBe(spec.title['en-US']);
        expect(sheet[1]).toEqual(exportFields(spec).map(([, f]) => f.label['en-US']));
        expect(sheet.length).toBe(3);
      }

      // import through the resource's own template: a bad row gives the report, the fixed file imports
      if (ops.has('import')) {
        await importRoundTrip(c, resource, test, ++n);
      }

      // 403 without the permission
      const denied = await c.call('POST', `${base}/page`, {}, c.operator);
      expect(denied.statusCode).toBe(403);

      // another tenant: 404 and nothing changes (shared data: readable, not writable)
      if (scope === 'global') {
        expect((await c.call('GET', `${base}/${id}`, undefined, c.fleet)).statusCode).toBe(200);
        if (ops.has('delete'))
          expect((await c.call('DELETE', base, { ids: [id] }, c.fleet)).statusCode).toBe(403);
      } else {
        expect((await c.call('GET', `${base}/${id}`, undefined, c.fleet)).statusCode).toBe(404);
        if (ops.has('update'))
          expect((await c.call('PUT', base, { id, ...(test.update ?? {}) }, c.fleet)).statusCode).toBe(404);
        if (ops.has('delete') && !resource.def.remove)
          expect((await c.call('DELETE', base, { ids: [id] }, c.fleet)).statusCode).toBe(404);
        if (resource.def.remove)
          expect((await c.call('DELETE', base, { ids: [id] }, c.fleet)).json()).toEqual({ kicked: 0 });
        expect((await c.call('GET', `${base}/${id}`)).statusCode).toBe(200);
      }

      // delete
      if (ops.has('delete')) {
        const res = await c.call('DELETE', base, { ids: [id] });
        expect(res.statusCode, res.body).toBe(200);
        if (!resource.def.remove) expect((await c.call('GET', `${base}/${id}`)).statusCode).toBe(404);
      }
    });
  }
});

async function importRoundTrip(c: Ctx, resource: Resource, test: Case, n: number) {
  const base = `/api/${resourcePath(resource.spec)}`;
  const template = await c.call('GET', `${base}/import/template`);
  expect(template.statusCode, template.body).toBe(200);
  expect(template.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const rows = await readSheet(template);
  const fields = importFields(resource);
  expect(rows[0]).toEqual(fields.map(([, f]) => `${f.label['en-US']}${f.required ? ' *' : ''}`));
  const cells = (k: number): (string | number | null)[] => {
    const given = { ...(test.unique?.(k) ?? {}), ...(test.importCells?.(k) ?? {}) };
    return fields.map(([key], i) => (key in given ? (given[key] as string) : (rows[1]![i] ?? null)));
  };
  const good = cells(n);
  const required = fields.findIndex(([, f]) => f.required);
  const bad = cells(n + 1);
  bad[required] = null;
  const send = async (data: (string | number | null)[][]) => {
    const form = multipartFile('import.xlsx', await writeSheet([rows[0]!, ...data]));
    return c.upload(`${base}/import`, form);
  };
  const failed = await send([good, bad]);
  expect(failed.statusCode, failed.body).toBe(200);
  expect(failed.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const report = await readSheet(failed);
  expect(report.slice(2).map((r) => Number(r[0]))).toContain(3);
  const reported = report.slice(2).find((r) => Number(r[0]) === 3)!;
  expect(reported[1]).toBe(fields[required]![1].label['en-US']);
  const ok = await send([good]);
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json()).toEqual({ imported: 1 });
}
