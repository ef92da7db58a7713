import {
  callPath,
  resourcePath,
  type ActionSpec,
  type ImportPreview,
  type OptionItem,
  type ResourceSpec,
} from '@chelian/contracts/resource';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts/resource';
import type { LegacyCall } from '@chelian/contracts/legacy-routes';
import { fileNameOf, saveBlob } from '../api/download';
import { ApiError, http, request } from '../api/http';
import type { Row, Values } from './types';

export interface PageResult<T = Row> {
  items: T[];
  total: number;
  current: number;
  totalExact: boolean;
}

/** A list answer: { items, total, current }, or a bare array. */
export function toPageResult<T>(answer: unknown, page = 1): PageResult<T> {
  if (Array.isArray(answer))
    return { items: answer as T[], total: answer.length, current: page, totalExact: true };
  const body = (answer ?? {}) as Partial<PageResult<T>>;
  const items = Array.isArray(body.items) ? body.items : [];
  return {
    items,
    total: typeof body.total === 'number' ? body.total : items.length,
    current: typeof body.current === 'number' ? body.current : page,
    totalExact: body.totalExact !== false,
  };
}

async function download(
  path: string,
  init: { method: 'GET' | 'POST'; data?: unknown },
  fallbackName: string,
): Promise<string> {
  let disposition: string | null = null;
  const blob = await request<Blob>(path, {
    ...init,
    responseType: 'blob',
    onResponse: (response) => (disposition = response.headers.get('content-disposition')),
  });
  const name = fileNameOf(disposition, fallbackName);
  saveBlob(blob, name);
  return name;
}

export type ImportOutcome =
  { ok: true; result: unknown } | { ok: false; report: string | null; message?: string };

const isSpreadsheet = (type: string | null | undefined) =>
  Boolean(type && (type.includes('spreadsheet') || type.includes('excel') || type.includes('octet-stream')));

export interface ResourceApi {
  page(body: Values): Promise<PageResult>;
  find(id: number | string): Promise<Row>;
  create(body: Values | FormData): Promise<unknown>;
  update(body: Values | FormData): Promise<unknown>;
  remove(ids: (number | string)[]): Promise<unknown>;
  exportFile(body: Values, title: string): Promise<string>;
  importFile(file: Blob, fileName?: string): Promise<ImportOutcome>;
  /** the file's rows as the import would read them, with each row's refusals; nothing is written */
  preview(file: Blob, fileName?: string): Promise<ImportPreview>;
  template(title: string): Promise<string>;
  options(query?: { keyword?: string; ids?: (number | string)[]; limit?: number }): Promise<OptionItem[]>;
  children(parentId: number | string | null, query?: Values): Promise<Row[]>;
  tree(query?: Values): Promise<Row[]>;
  action(action: ActionSpec, ids: (number | string)[], extra?: Values): Promise<unknown>;
}

/** The calls of one declared resource at the paths contracts callPath gives (legacy-routes.ts for the spec's own names). */
export interface ResourceApiOptions {
  /** the administrators' variant across tenants: its page, export and options */
  admin?: boolean;
  /** calls served somewhere else than base/<suffix>, relative to /api (e.g. the linked users of a notice setting) */
  paths?: { page?: string; export?: string };
}

/**
 * Where the calls go: a declared spec (its legacy paths found by its name), or a bare base with
 * an import of its own name under it (a screen's second import of the same rows), the template
 * and preview beside that import.
 */
export type ResourceTarget = Pick<ResourceSpec, 'service' | 'base'> & {
  name?: string;
  suffixes?: { import: string };
};

export function resourceApi(spec: ResourceTarget, opts: ResourceApiOptions = {}): ResourceApi {
  const path = (op: LegacyCall) => {
    const own = spec.suffixes?.import;
    if (own && (op === 'import' || op === 'template' || op === 'preview'))
      return resourcePath(spec, op === 'import' ? own : `${own}/${op}`);
    const admin = opts.admin && (op === 'page' || op === 'export' || op === 'options');
    return callPath(spec, op, admin ? 'admin' : undefined);
  };
  return {
    async page(body) {
      return toPageResult<Row>(
        await http.post(opts.paths?.page ?? path('page'), body),
        Number(body.page) || 1,
      );
    },
    find: (id) => http.get<Row>(path('find').replace(':id', String(id)), undefined, { silent: false }),
    create: (body) => http.post(path('create'), body),
    update: (body) => http.put(path('update'), body),
    remove: (ids) => http.delete(path('delete'), { ids }),
    exportFile: (body, title) =>
      download(
        opts.paths?.export ?? path('export'),
        { method: 'POST', data: { ...body, sheetName: 'Sheet', title } },
        title,
      ),
    template: (title) => download(path('template'), { method: 'GET' }, title),
    preview(file, fileName) {
      const form = new FormData();
      if (fileName) form.append('file', file, fileName);
      else form.append('file', file);
      return request<ImportPreview>(path('preview'), { method: 'POST', data: form });
    },
    async importFile(file, fileName) {
      const form = new FormData();
      if (fileName) form.append('file', file, fileName);
      else form.append('file', file);
      let type: string | null = null;
      let disposition: string | null = null;
      try {
        const blob = await request<Blob>(path('import'), {
          method: 'POST',
          data: form,
          responseType: 'blob',
          silent: true,
          onResponse: (response) => {
            type = response.headers.get('content-type');
            disposition = response.headers.get('content-disposition');
          },
        });
        if (type && /json/i.test(type)) {
          const body = JSON.parse(await blob.text()) as { errCode?: unknown; error?: { message?: string } };
          if (body && typeof body === 'object' && body.errCode)
            return { ok: false, report: null, message: body.error?.message };
          return { ok: true, result: body };
        }
        const name = fileNameOf(disposition, 'import_errors');
        saveBlob(blob.type ? blob : new Blob([blob], { type: XLSX_CONTENT_TYPE }), name);
        return { ok: false, report: name };
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.body instanceof Blob &&
          isSpreadsheet(error.body.type || type)
        ) {
          const name = fileNameOf(disposition, 'import_errors');
          saveBlob(error.body, name);
          return { ok: false, report: name };
        }
        if (error instanceof ApiError) return { ok: false, report: null, message: error.message };
        throw error;
      }
    },
    // a background load: a refused or failed list leaves its dropdown empty, it does not toast
    options: (query = {}) =>
      http.get<OptionItem[]>(
        path('options'),
        { ...query, ids: query.ids?.length ? query.ids : undefined },
        { silent: true },
      ),
    async children(parentId, query = {}) {
      const answer = await http.get<unknown>(path('children'), {
        ...query,
        parentId: parentId ?? undefined,
      });
      return toPageResult<Row>(answer).items;
    },
    async tree(query = {}) {
      return toPageResult<Row>(await http.get<unknown>(path('tree'), query)).items;
    },
    action(action, ids, extra = {}) {
      // a path naming {id} (e.g. 'filing/tbox_model/{id}/register') takes the chosen row's id
      const named = action.path.replace('{id}', () => encodeURIComponent(String(ids[0] ?? '')));
      const target = named.startsWith('/') ? named.slice(1) : resourcePath(spec, named);
      const selection =
        action.selection === 'one' ? { id: ids[0] } : action.selection === 'many' ? { ids } : {};
      const data = { ...selection, ...extra };
      if (action.method === 'GET') return http.get(target, data);
      return request(target, { method: action.method, data });
    },
  };
}
