import type { CallSpec } from '@chelian/contracts/call';
import {
  actionCall,
  resourceCall,
  resourcePath,
  type ActionSpec,
  type ImportPreview,
  type OptionItem,
  type ResourceSpec,
} from '@chelian/contracts/resource';
import { XLSX_CONTENT_TYPE } from '@chelian/contracts/resource';
import type { LegacyCall } from '@chelian/contracts/legacy-routes';
import { downloadCall, fileNameOf, saveBlob } from '../api/download';
import { ApiError, callApi } from '../api/http';
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

/** The calls of one declared resource as contracts resourceCall gives them (legacy-routes.ts for the spec's own names). */
export interface ResourceApiOptions {
  /** the administrators' variant across tenants: its page, export and options */
  admin?: boolean;
  /**
   * page and export served somewhere else than base/<suffix> (e.g. the linked users of a notice
   * setting): a call of a call table, or its path relative to /api at the operation's method and permission
   */
  paths?: { page?: string | CallSpec; export?: string | CallSpec };
}

/**
 * Where the calls go: a declared spec (its legacy paths found by its name), or a bare base with
 * an import of its own name under it (a screen's second import of the same rows), the template
 * and preview beside that import. The module (and permissions) say which permission opens them.
 */
export type ResourceTarget = Pick<ResourceSpec, 'service' | 'base' | 'module'> &
  Partial<Pick<ResourceSpec, 'name' | 'permissions'>> & {
    suffixes?: { import: string };
  };

const fileForm = (file: Blob, fileName?: string) => {
  const form = new FormData();
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
};

export function resourceApi(spec: ResourceTarget, opts: ResourceApiOptions = {}): ResourceApi {
  const call = (op: LegacyCall): CallSpec => {
    const own = spec.suffixes?.import;
    if (own && (op === 'import' || op === 'template' || op === 'preview'))
      return { ...resourceCall(spec, op), path: resourcePath(spec, op === 'import' ? own : `${own}/${op}`) };
    const admin = opts.admin && (op === 'page' || op === 'export' || op === 'options');
    return resourceCall(spec, op, admin ? 'admin' : undefined);
  };
  const elsewhere = (op: 'page' | 'export'): CallSpec => {
    const given = opts.paths?.[op];
    return typeof given === 'string' ? { ...call(op), path: given } : (given ?? call(op));
  };
  return {
    async page(body) {
      return toPageResult<Row>(await callApi(elsewhere('page'), body), Number(body.page) || 1);
    },
    find: (id) => callApi<Row>(call('find'), undefined, { params: { id } }),
    create: (body) => callApi(call('create'), body),
    update: (body) => callApi(call('update'), body),
    remove: (ids) => callApi(call('delete'), { ids }),
    exportFile: (body, title) =>
      downloadCall(elsewhere('export'), { ...body, sheetName: 'Sheet', title }, title),
    template: (title) => downloadCall(call('template'), undefined, title),
    preview: (file, fileName) => callApi<ImportPreview>(call('preview'), fileForm(file, fileName)),
    async importFile(file, fileName) {
      let type: string | null = null;
      let disposition: string | null = null;
      try {
        const blob = await callApi<Blob>(call('import'), fileForm(file, fileName), {
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
      callApi<OptionItem[]>(
        call('options'),
        { ...query, ids: query.ids?.length ? query.ids : undefined },
        { silent: true },
      ),
    async children(parentId, query = {}) {
      const answer = await callApi<unknown>(call('children'), { ...query, parentId: parentId ?? undefined });
      return toPageResult<Row>(answer).items;
    },
    async tree(query = {}) {
      return toPageResult<Row>(await callApi<unknown>(call('tree'), query)).items;
    },
    action(action, ids, extra = {}) {
      // a path naming {id} (e.g. 'filing/tbox_model/{id}/register') takes the chosen row's id
      const selection =
        action.selection === 'one' ? { id: ids[0] } : action.selection === 'many' ? { ids } : {};
      return callApi(actionCall(spec, action), { ...selection, ...extra }, { params: { id: ids[0] ?? '' } });
    },
  };
}
