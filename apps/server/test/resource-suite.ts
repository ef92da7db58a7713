import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  callSuffix,
  relationBase,
  resourcePath,
  searchFields,
  XLSX_CONTENT_TYPE,
  type ResourceSpec,
} from '@chelian/contracts';
import { allResources, exportFields, type Resource } from '../src/engine/engine';
import { importFields } from '../src/engine/excel';
import { multipartFile, readSheet, writeSheet } from './resources-support';

type Row = Record<string, unknown>;

/** What the suite calls with: the admin by default, an operator without the permissions, another tenant's admin. */
export interface Ctx {
  call: (method: string, url: string, body?: unknown, token?: string) => Promise<LightMyRequestResponse>;
  upload: (
    url: string,
    form: { payload: Buffer; headers: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
  admin: string;
  operator: string;
  fleet: string;
  login: (userName: string, password: string) => Promise<string>;
}

/** Per resource: values that make a row unique (n varies), what a create needs beyond the sample, cells for the import. */
export interface Case {
  unique?: (n: number) => Row | Promise<Row>;
  /** the unique values only vary the row: a second create is not refused (logs have no unique key) */
  repeatable?: boolean;
  create?: (c: Ctx) => Promise<Row> | Row;
  /** import cells by field key (as written in the file) */
  importCells?: (n: number) => Row;
  /** an existing row to use when the resource has no create */
  existing?: (c: Ctx) => Promise<number>;
  update?: Row;
}

/** A Ctx over a started harness. */
export function harnessCtx(
  h: {
    call: (
      method: string,
      url: string,
      opts: { token?: string; body?: unknown; headers?: Record<string, string> },
    ) => Promise<LightMyRequestResponse>;
    login: Ctx['login'];
  },
  tokens: { admin: string; operator: string; fleet: string },
): Ctx {
  return {
    ...tokens,
    call: (method, url, body, token) => h.call(method, url, { token: token ?? tokens.admin, body }),
    login: (userName, password) => h.login(userName, password),
    upload: (url, form) =>
      h.call('POST', url, { token: tokens.admin, body: form.payload, headers: form.headers }),
  };
}

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

/**
 * Every standard call of every declared resource, one test each: create (and 409 on the same
 * unique values), find with its detail conversions, page by every search field, update, export,
 * import through the resource's own template, 403 without the permission, 404 for another
 * tenant, delete. Call it inside a describe whose beforeAll makes the Ctx.
 */
export function resourceSuite(
  specs: Record<string, ResourceSpec>,
  cases: Record<string, Case>,
  ctx: () => Ctx,
  first = 100,
) {
  let n = first;

  it('declares a case for every registered resource', () => {
    const names = allResources()
      .map((r) => r.name)
      .filter((name) => name in specs);
    expect(names.sort()).toEqual(Object.keys(specs).sort());
    expect(Object.keys(cases).sort()).toEqual(names.sort());
  });

  for (const name of Object.keys(specs)) {
    it(`${name}: create, page by every search field, find, update, export, import, 403, 404 across tenants, delete`, async () => {
      const c = ctx();
      const resource = allResources().find((r) => r.name === name)!;
      const spec = resource.spec;
      const test = cases[name]!;
      const base = `/api/${resourcePath(spec)}`;
      const ops = resource.operations;

      // create (or an existing row)
      let id: number;
      if (ops.has('create')) {
        const body = {
          ...resource.def.sample?.(),
          ...((await test.unique?.(++n)) ?? {}),
          ...(test.create ? await test.create(c) : {}),
        };
        const created = await c.call('POST', base, body);
        expect(created.statusCode, created.body).toBe(200);
        id = created.json().id;
        if (test.unique && !test.repeatable) {
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
      if (ops.has('import')) await importRoundTrip(c, resource, test, ++n);

      // 403 without the permission
      expect((await c.call('POST', `${base}/page`, {}, c.operator)).statusCode).toBe(403);

      // another tenant: 404 and nothing changes (shared data: readable, not writable)
      if (resource.def.scope.kind === 'global') {
        expect((await c.call('GET', `${base}/${id}`, undefined, c.fleet)).statusCode).toBe(200);
        if (ops.has('delete'))
          expect((await c.call('DELETE', base, { ids: [id] }, c.fleet)).statusCode).toBe(403);
      } else {
        expect((await c.call('GET', `${base}/${id}`, undefined, c.fleet)).statusCode).toBe(404);
        if (ops.has('update'))
          expect((await c.call('PUT', base, { id, ...(test.update ?? {}) }, c.fleet)).statusCode).toBe(404);
        if (ops.has('delete') && !resource.def.remove)
          expect((await c.call('DELETE', base, { ids: [id] }, c.fleet)).statusCode).toBe(404);
        // a delete of its own ignores rows outside the caller's scope: the row is still there below
        if (resource.def.remove)
          expect((await c.call('DELETE', base, { ids: [id] }, c.fleet)).statusCode).toBe(200);
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
}

async function importRoundTrip(c: Ctx, resource: Resource, test: Case, n: number) {
  const base = `/api/${resourcePath(resource.spec)}`;
  const template = await c.call('GET', `${base}/import/template`);
  expect(template.statusCode, template.body).toBe(200);
  expect(template.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const rows = await readSheet(template);
  const fields = importFields(resource);
  expect(rows[0]).toEqual(fields.map(([, f]) => `${f.label['en-US']}${f.required ? ' *' : ''}`));
  // times go into the file as ISO text, the way a sheet carries them
  const cell = (value: unknown, type: string) =>
    (type === 'datetime' || type === 'date') && typeof value === 'number'
      ? new Date(value).toISOString()
      : (value as string);
  const cells = async (k: number): Promise<(string | number | null)[]> => {
    const given: Row = { ...((await test.unique?.(k)) ?? {}), ...(test.importCells?.(k) ?? {}) };
    return fields.map(([key, f], i) => (key in given ? cell(given[key], f.type) : (rows[1]![i] ?? null)));
  };
  const good = await cells(n);
  // the same row without its first required cell
  const required = fields.findIndex(([, f]) => f.required);
  const bad = [...good];
  bad[required] = null;
  const send = async (data: (string | number | null)[][], suffix = 'import') =>
    c.upload(`${base}/${suffix}`, multipartFile('import.xlsx', await writeSheet([rows[0]!, ...data])));
  // the preview reads the file as the import would, refusals per row, and writes nothing
  const preview = await send([good, bad], callSuffix(resource.spec, 'preview'));
  expect(preview.statusCode, preview.body).toBe(200);
  const shown = preview.json() as { total: number; valid: number; items: { row: number; errors: Row[] }[] };
  expect(shown).toMatchObject({ total: 2, valid: 1 });
  expect(shown.items.map((i) => [i.row, i.errors.length > 0])).toEqual([
    [2, false],
    [3, true],
  ]);
  expect(shown.items[1]!.errors[0]!.column).toBe(fields[required]![1].label['en-US']);
  const previewForbidden = await c.call(
    'POST',
    `${base}/${callSuffix(resource.spec, 'preview')}`,
    undefined,
    c.operator,
  );
  expect(previewForbidden.statusCode).toBe(403);
  const failed = await send([good, bad]);
  expect(failed.statusCode, failed.body).toBe(200);
  expect(failed.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const report = await readSheet(failed);
  const reported = report.slice(2).find((r) => Number(r[0]) === 3);
  expect(reported?.[1]).toBe(fields[required]![1].label['en-US']);
  const ok = await send([good]);
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json()).toEqual({ imported: 1 });
}
