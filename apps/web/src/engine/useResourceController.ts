import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { App, Form, type FormInstance } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  actionPermission,
  operationPermission,
  resourceOperations,
  type ActionSpec,
  type ResourceOperation,
  type ResourceSpec,
} from '@chelian/contracts/resource';
import { ApiError } from '../api/http';
import { useCan } from '../hooks/useCan';
import { useScreenActive } from '../shell/tabs/useBeforeClose';
import { resourceApi, type PageResult, type ResourceApi, type ResourceApiOptions } from './api';
import { searchDefs } from './schema';
import {
  clearSelection,
  getSelection,
  indexRows,
  setSelection,
  useSelectionValue,
  type RowIndex,
} from './selection';
import { localize } from './text';
import type { FieldOverride, Row, SearchDef, Values } from './types';
import { searchDefaults, toSearchPayload } from './values';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100, 500, 1000, 10000];
export const AUTO_REFRESH_MS = 30_000;

export interface ControllerOptions {
  /** selection, column settings and test ids are kept under this name (default: the declaration's name) */
  scope?: string;
  /** the admin-only variant: page, export and options under base/admin, gated by the declaration's admin permission */
  admin?: boolean;
  /** sent with every page and export call and with every create (e.g. the dictionary whose items these are) */
  fixed?: Values;
  /** reload every 30 seconds while the screen shows */
  autoRefresh?: boolean;
  /** lazy tree table when the declaration is a tree (default true); a search always lists flat pages */
  tree?: boolean;
  fields?: Record<string, FieldOverride>;
  pageSize?: number;
  /** page and export calls served elsewhere (relative to /api) */
  paths?: ResourceApiOptions['paths'];
}

export interface FormTarget {
  mode: 'create' | 'update' | 'view';
  record?: Row;
  /** a new number each time the dialog opens (the form starts afresh) */
  key: number;
}

let formKeys = 0;

export type SortState = { field: string; order: 'asc' | 'desc' } | null;

/** What the toolbar, table, pager, form and dialogs of a resource screen share (react-admin's list controller). */
export interface ResourceController {
  spec: ResourceSpec;
  scope: string;
  admin: boolean;
  api: ResourceApi;
  fixed?: Values;
  fields: Record<string, FieldOverride>;
  title: string;
  /** whether the caller may run an operation (and the declaration offers it) */
  can(op: ResourceOperation | 'view'): boolean;
  canAction(action: ActionSpec): boolean;
  canField(auth: string | undefined): boolean;
  // search and paging
  searchForm: FormInstance;
  searchDefs: SearchDef[];
  search: Values;
  /** validates the search form and queries from page 1; false when invalid (nothing is sent) */
  submitSearch(): Promise<boolean>;
  /** clears the search form and the selection back to the defaults and queries again */
  resetSearch(): void;
  page: number;
  pageSize: number;
  setPage(page: number, pageSize?: number): void;
  sort: SortState;
  setSort(sort: SortState): void;
  // rows
  rows: Row[];
  total: number;
  totalExact: boolean;
  loading: boolean;
  treeMode: boolean;
  expandedKeys: Key[];
  onExpand(expanded: boolean, row: Row): void;
  refresh(): Promise<void>;
  // selection (read when needed: a change of selection re-renders the checkboxes, not the screen)
  readonly selectedKeys: Key[];
  readonly selectedRows: Row[];
  /** the rows of the page by key, loaded tree children included */
  pageIndex: RowIndex;
  setSelectedKeys(keys: Key[]): void;
  clearSelection(): void;
  // form dialog
  formTarget: FormTarget | null;
  openCreate(): void;
  openEdit(row: Row, mode?: 'update' | 'view'): Promise<void>;
  closeForm(): void;
  /** sends the body; when saved the dialog closes and the table reloads, a failure rejects (the dialog stays open, nothing reloads) */
  save(body: Values | FormData, mode: 'create' | 'update'): Promise<boolean>;
  saving: boolean;
  remove(ids: Key[]): Promise<boolean>;
  // files and actions
  exportFile(): Promise<void>;
  exporting: boolean;
  importOpen: boolean;
  setImportOpen(open: boolean): void;
  runAction(action: ActionSpec, extra?: Values): Promise<boolean>;
  /** dialog a declared action opens (ActionSpec.dialog) */
  actionDialog: { action: ActionSpec; rows: Row[] } | null;
  setActionDialog(dialog: { action: ActionSpec; rows: Row[] } | null): void;
}

const rowKeyOf = (row: Row): Key => row.id as Key;

function withChildren(rows: Row[], children: Map<Key, Row[]>): Row[] {
  return rows.map((row) => {
    if (!row.hasChildren && !children.has(rowKeyOf(row))) {
      if (!('children' in row)) return row;
      const { children: _omit, ...rest } = row;
      return rest as Row;
    }
    const loaded = children.get(rowKeyOf(row));
    return { ...row, children: loaded ? withChildren(loaded, children) : [] };
  });
}

export function useResourceController(
  spec: ResourceSpec,
  options: ControllerOptions = {},
): ResourceController {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const active = useScreenActive();
  const scope = options.scope ?? spec.name;
  const admin = Boolean(options.admin);
  const fields = useMemo(() => options.fields ?? {}, [options.fields]);
  const fixed = options.fixed;
  const pagePath = options.paths?.page;
  const exportPath = options.paths?.export;
  const api = useMemo(
    () => resourceApi(spec, { admin, paths: { page: pagePath, export: exportPath } }),
    [spec, admin, pagePath, exportPath],
  );
  const ops = useMemo(() => resourceOperations(spec), [spec]);
  const title = localize(spec.title, i18n.language);

  const canOp = useCallback(
    (op: ResourceOperation | 'view') => {
      const operation: ResourceOperation = op === 'view' ? 'page' : op;
      if (!ops.has(operation)) return false;
      // the admin variant reads across tenants (page, export, options); changes go through the tenant's own screen
      if (admin)
        return (
          (operation === 'page' || operation === 'export') &&
          can(spec.module, spec.admin?.permission ?? operationPermission(spec, operation))
        );
      return can(spec.module, operationPermission(spec, operation));
    },
    [admin, can, ops, spec],
  );
  const canAction = useCallback(
    (action: ActionSpec) => !admin && can(spec.module, actionPermission(spec, action)),
    [admin, can, spec],
  );
  const canField = useCallback(
    (auth: string | undefined) => !auth || can(spec.module, auth),
    [can, spec.module],
  );

  // ---- search and paging ----
  const [searchForm] = Form.useForm();
  const defs = useMemo(
    () => searchDefs(spec, fields).filter((def) => canField(def.auth)),
    [spec, fields, canField],
  );
  const [search, setSearch] = useState<Values>(() => toSearchPayload(defs, searchDefaults(defs)));
  const [page, setPageState] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<SortState>(null);

  const readSearch = useCallback(async (): Promise<Values | null> => {
    if (!defs.length) return {};
    try {
      const values = (await searchForm.validateFields()) as Values;
      return toSearchPayload(defs, values);
    } catch {
      return null;
    }
  }, [defs, searchForm]);

  const submitSearch = useCallback(async () => {
    const payload = await readSearch();
    if (!payload) return false;
    setSearch(payload);
    setPageState(1);
    // same criteria again: the query key does not change, so reload explicitly
    void queryClient.invalidateQueries({ queryKey: ['resource', spec.name, 'list', scope] });
    return true;
  }, [queryClient, readSearch, scope, spec.name]);

  const resetSearch = useCallback(() => {
    searchForm.resetFields();
    setSearch(toSearchPayload(defs, searchDefaults(defs)));
    setPageState(1);
    clearSelection(scope);
  }, [defs, scope, searchForm]);

  const setPage = useCallback(
    (next: number, size?: number) => {
      if (size !== undefined && size !== pageSize) {
        setPageSize(size);
        setPageState(1);
      } else setPageState(next);
    },
    [pageSize],
  );
  const setSort = useCallback((next: SortState) => {
    setSortState(next);
    setPageState(1);
  }, []);

  // ---- rows ----
  const version = useSelectionValue(scope, (state) => state.version);
  const searching = Object.keys(search).length > 0;
  const treeMode =
    Boolean(spec.tree) && ops.has('children') && options.tree !== false && !searching && !fixed && !admin;
  const body = useMemo(
    (): Values => ({
      ...search,
      ...fixed,
      page,
      pageSize,
      ...(sort
        ? { sortField: sort.field, sortOrder: sort.order }
        : spec.defaultSort
          ? { sortField: spec.defaultSort.key, sortOrder: spec.defaultSort.order }
          : {}),
    }),
    [fixed, page, pageSize, search, sort, spec.defaultSort],
  );
  const enabled = canOp('view');
  const list = useQuery({
    queryKey: ['resource', spec.name, 'list', scope, admin, treeMode, body, version],
    queryFn: async (): Promise<PageResult> => {
      if (treeMode) {
        const roots = await api.children(null);
        return { items: roots, total: roots.length, current: 1, totalExact: true };
      }
      return api.page(body);
    },
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: options.autoRefresh && active ? AUTO_REFRESH_MS : false,
    staleTime: 0,
  });

  const [children, setChildren] = useState<Map<Key, Row[]>>(new Map());
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);
  const expandedRef = useRef(expandedKeys);
  expandedRef.current = expandedKeys;

  const loadChildren = useCallback(
    async (key: Key) => {
      const items = await api.children(key as number);
      setChildren((prev) => new Map(prev).set(key, items));
    },
    [api],
  );
  const onExpand = useCallback(
    (expanded: boolean, row: Row) => {
      const key = rowKeyOf(row);
      setExpandedKeys((keys) => (expanded ? [...keys, key] : keys.filter((k) => k !== key)));
      if (expanded) void loadChildren(key).catch(() => undefined);
    },
    [loadChildren],
  );

  const rows = useMemo(() => {
    const items = list.data?.items ?? [];
    return treeMode ? withChildren(items, children) : items;
  }, [children, list.data, treeMode]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['resource', spec.name] });
    if (treeMode && expandedRef.current.length) {
      const fresh = new Map<Key, Row[]>();
      await Promise.all(
        expandedRef.current.map(async (key) => {
          try {
            fresh.set(key, await api.children(key as number));
          } catch {
            /* a node that went away stays collapsed */
          }
        }),
      );
      setChildren(fresh);
    }
  }, [api, queryClient, spec.name, treeMode]);

  useEffect(() => {
    if (!treeMode) {
      setChildren(new Map());
      setExpandedKeys([]);
    }
  }, [treeMode]);

  // ---- selection ----
  const pageIndex = useMemo(() => indexRows(rows), [rows]);
  const setSelectedKeys = useCallback(
    (keys: Key[]) => setSelection(scope, keys, pageIndex),
    [pageIndex, scope],
  );

  // ---- form ----
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const openCreate = useCallback(() => setFormTarget({ mode: 'create', key: ++formKeys }), []);
  const openEdit = useCallback(
    async (row: Row, mode: 'update' | 'view' = 'update') => {
      try {
        const record = ops.has('find') && row.id !== undefined ? await api.find(row.id) : row;
        setFormTarget({ mode, record: { ...row, ...record }, key: ++formKeys });
      } catch {
        /* a failed read is logged by the client (spec 000 section 8) */
      }
    },
    [api, ops],
  );
  const closeForm = useCallback(() => setFormTarget(null), []);

  const saveMutation = useMutation({
    mutationFn: ({ body: payload, mode }: { body: Values | FormData; mode: 'create' | 'update' }) =>
      mode === 'create' ? api.create(payload) : api.update(payload),
  });
  const save = useCallback(
    async (payload: Values | FormData, mode: 'create' | 'update') => {
      try {
        await saveMutation.mutateAsync({ body: payload, mode });
      } catch (error) {
        if (!(error instanceof ApiError)) console.error(error);
        // the dialog stays open and the table is not refreshed (spec 000 section 4)
        throw error;
      }
      message.success(t(mode === 'create' ? 'engine.created' : 'engine.updated'));
      setFormTarget(null);
      await refresh();
      return true;
    },
    [message, refresh, saveMutation, t],
  );

  const removeMutation = useMutation({ mutationFn: (ids: Key[]) => api.remove(ids as (number | string)[]) });
  const remove = useCallback(
    async (ids: Key[]) => {
      try {
        await removeMutation.mutateAsync(ids);
      } catch {
        return false;
      }
      message.success(t('engine.deleted'));
      const gone = new Set(ids);
      setSelection(
        scope,
        getSelection(scope).keys.filter((key) => !gone.has(key)),
      );
      await refresh();
      return true;
    },
    [message, refresh, removeMutation, scope, t],
  );

  // ---- export, import, actions ----
  const [exporting, setExporting] = useState(false);
  const exportFile = useCallback(async () => {
    const payload = await readSearch();
    if (!payload) return;
    setExporting(true);
    try {
      const { page: _page, pageSize: _size, ...rest } = body;
      await api.exportFile({ ...rest, ...payload, ...fixed }, title);
    } catch {
      /* shown by the client */
    } finally {
      setExporting(false);
    }
  }, [api, body, fixed, readSearch, title]);

  const [importOpen, setImportOpen] = useState(false);
  const [actionDialog, setActionDialog] = useState<{ action: ActionSpec; rows: Row[] } | null>(null);

  const runAction = useCallback(
    async (action: ActionSpec, extra?: Values) => {
      const ids = getSelection(scope).keys as (number | string)[];
      try {
        await api.action(action, ids, extra);
      } catch {
        return false;
      }
      message.success(t('common.success'));
      await refresh();
      return true;
    },
    [api, message, refresh, scope, t],
  );

  return {
    spec,
    scope,
    admin,
    api,
    fixed,
    fields,
    title,
    can: canOp,
    canAction,
    canField,
    searchForm,
    searchDefs: defs,
    search,
    submitSearch,
    resetSearch,
    page,
    pageSize,
    setPage,
    sort,
    setSort,
    rows,
    total: list.data?.total ?? 0,
    totalExact: list.data?.totalExact ?? true,
    loading: list.isFetching,
    treeMode,
    expandedKeys,
    onExpand,
    refresh,
    get selectedKeys() {
      return getSelection(scope).keys;
    },
    get selectedRows() {
      const state = getSelection(scope);
      return state.keys.map((key) => state.rows.get(key) ?? ({ id: key } as Row));
    },
    pageIndex,
    setSelectedKeys,
    clearSelection: () => clearSelection(scope),
    formTarget,
    openCreate,
    openEdit,
    closeForm,
    save,
    saving: saveMutation.isPending,
    remove,
    exportFile,
    exporting,
    importOpen,
    setImportOpen,
    runAction,
    actionDialog,
    setActionDialog,
  };
}
