import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { App, Form, type FormInstance } from 'antd';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceOperations, type ActionSpec, type ResourceSpec } from '@chelian/contracts/resource';
import { permissionCheck } from '../../hooks/useCan';
import { useScreenActive } from '../../hooks/useScreen';
import { sessionStore } from '../../state/session';
import type { PageResult, ResourceApi } from '../api';
import { searchDefs } from '../schema';
import {
  clearSelection,
  getSelection,
  indexRows,
  setSelection,
  useSelectionValue,
  type RowIndex,
} from '../selection';
import type { FieldOverride, Row, SearchDef, Values } from '../types';
import { searchDefaults, toSearchPayload } from '../values';
import {
  canOperation,
  canUseField,
  resourceApiOf,
  useResourceInfo,
  type ControllerOptions,
  type ResourceInfo,
} from './resource';
import { useColumns, type ColumnSettings } from './useColumns';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100, 500, 1000, 10000];
export const AUTO_REFRESH_MS = 30_000;

export type SortState = { field: string; order: 'asc' | 'desc' } | null;

/** A dialog a declared action opens (ActionSpec.dialog), with the rows it was opened on. */
export interface ActionDialogState {
  action: ActionSpec;
  rows: Row[];
}

/**
 * The list of a resource (react-admin's list controller): search, paging, sorting, rows, selection,
 * columns, and what acts on the list (delete, export, declared actions).
 */
export interface ListController extends ResourceInfo {
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
  /** the permitted columns and the user's settings of them */
  columns: ColumnSettings;
  // what acts on the list
  remove(ids: Key[]): Promise<boolean>;
  exportFile(): Promise<void>;
  exporting: boolean;
  runAction(action: ActionSpec, extra?: Values): Promise<boolean>;
  actionDialog: ActionDialogState | null;
  setActionDialog(dialog: ActionDialogState | null): void;
}

const rowKeyOf = (row: Row): Key => row.id as Key;

/**
 * When each list's opening began, until its first render is committed. React starts a render
 * again from scratch when an update comes in while it renders (a screen drawn in the shell's first
 * render, on a busy machine): the new attempt is the same opening, and a page its first attempt
 * asked for is not asked for again when the list mounts (the users screen's 4 MB page went out
 * twice in 6 of 9 runs of bench/console.ts on a loaded machine). Kept for at most the client's 10 s
 * of freshness.
 */
const openings = new WeakMap<object, number>();
const OPENING_MS = 10_000;

function openingOf(query: object | undefined): number {
  const now = Date.now();
  if (!query) return now;
  const began = openings.get(query);
  if (began !== undefined && now - began < OPENING_MS) return began;
  openings.set(query, now);
  return now;
}

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

/** What a list shows: its search, page and sort (the controller's state, or a first page's defaults). */
interface ListState {
  search: Values;
  page: number;
  pageSize: number;
  sort: SortState;
}

/** The search fields the caller may use, with their declared overrides. */
const listSearchDefs = (
  spec: ResourceSpec,
  fields: Record<string, FieldOverride>,
  canField: (auth: string | undefined) => boolean,
): SearchDef[] => searchDefs(spec, fields).filter((def) => canField(def.auth));

/** The search of a list's first page: its fields' declared defaults. */
const firstSearch = (defs: SearchDef[]): Values => toSearchPayload(defs, searchDefaults(defs));

/**
 * A list page's query: its key in the client's cache and its call (the request body: search, fixed
 * values, paging, the chosen or declared sort; a tree lists its roots). One place for the
 * controller and for prefetchList, so that a page asked for before the screen renders is the one
 * the screen then reads.
 */
function listQuery(
  spec: ResourceSpec,
  api: ResourceApi,
  options: ControllerOptions,
  state: ListState,
  version: number,
): { queryKey: unknown[]; queryFn: () => Promise<PageResult>; treeMode: boolean; body: Values } {
  const scope = options.scope ?? spec.name;
  const admin = Boolean(options.admin);
  const fixed = options.fixed;
  const searching = Object.keys(state.search).length > 0;
  const treeMode =
    Boolean(spec.tree) &&
    resourceOperations(spec).has('children') &&
    options.tree !== false &&
    !searching &&
    !fixed &&
    !admin;
  const sort =
    state.sort ?? (spec.defaultSort ? { field: spec.defaultSort.key, order: spec.defaultSort.order } : null);
  const body: Values = {
    ...state.search,
    ...fixed,
    page: state.page,
    pageSize: state.pageSize,
    ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
  };
  return {
    queryKey: ['resource', spec.name, 'list', scope, admin, treeMode, body, version],
    queryFn: async () => {
      if (treeMode) {
        const roots = await api.children(null);
        return { items: roots, total: roots.length, current: 1, totalExact: true };
      }
      return api.page(body);
    },
    treeMode,
    body,
  };
}

/**
 * Asks for a list's first page before its screen renders (a deep link: as soon as the screen's
 * chunk has come, while the shell's chunks load and render), with the query the screen's controller
 * then reads; its opening starts here, so the page is not asked for again when the list mounts.
 * Nothing is asked for without the permission to view it.
 */
export function prefetchList(client: QueryClient, spec: ResourceSpec, options: ControllerOptions = {}): void {
  const { resources, user } = sessionStore.get();
  const can = permissionCheck(resources, user?.userType ?? null);
  if (!canOperation(spec, resourceOperations(spec), Boolean(options.admin), can, 'view')) return;
  const defs = listSearchDefs(spec, options.fields ?? {}, (auth) => canUseField(spec, can, auth));
  const state = {
    search: firstSearch(defs),
    page: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: null,
  };
  const version = getSelection(options.scope ?? spec.name).version;
  const { queryKey, queryFn } = listQuery(spec, resourceApiOf(spec, options), options, state, version);
  void client.prefetchQuery({ queryKey, queryFn });
  openingOf(client.getQueryCache().find({ queryKey, exact: true }));
}

export function useListController(spec: ResourceSpec, options: ControllerOptions = {}): ListController {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const active = useScreenActive();
  const resource = useResourceInfo(spec, options);
  const { scope, admin, api, fixed, fields, title, canField } = resource;
  const columns = useColumns(resource);

  // ---- search and paging ----
  const [searchForm] = Form.useForm();
  const defs = useMemo(() => listSearchDefs(spec, fields, canField), [spec, fields, canField]);
  const [search, setSearch] = useState<Values>(() => firstSearch(defs));
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
    setSearch(firstSearch(defs));
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
  const tree = options.tree;
  const {
    queryKey: listKey,
    queryFn: listFn,
    treeMode,
    body,
  } = useMemo(
    () => listQuery(spec, api, { scope, admin, fixed, tree }, { search, page, pageSize, sort }, version),
    [admin, api, fixed, page, pageSize, scope, search, sort, spec, tree, version],
  );
  // The first page is asked for as the screen starts to render, not once its first render has been
  // committed (when the query would start): on a cold open the request now leaves after ~300 ms of
  // the main thread's work instead of ~470 (bench/console.ts). The query shares the request in
  // flight, and a page that arrived since the screen opened is not asked for again when it mounts.
  const [openedAt] = useState(() => {
    if (!resource.can('view')) return Date.now();
    void queryClient.prefetchQuery({ queryKey: listKey, queryFn: listFn });
    return openingOf(queryClient.getQueryCache().find({ queryKey: listKey, exact: true }));
  });
  // committed: the next render of this list is another opening
  const openedKey = useRef(listKey);
  useEffect(() => {
    const query = queryClient.getQueryCache().find({ queryKey: openedKey.current, exact: true });
    if (query) openings.delete(query);
  }, [queryClient]);
  const list = useQuery({
    queryKey: listKey,
    queryFn: listFn,
    refetchOnMount: (query) => query.state.dataUpdatedAt < openedAt,
    enabled: resource.can('view'),
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

  // ---- delete, export, actions ----
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

  const [exporting, setExporting] = useState(false);
  const exportFile = useCallback(async () => {
    const payload = await readSearch();
    if (!payload) return;
    setExporting(true);
    try {
      const { page: _page, pageSize: _size, ...rest } = body;
      // the selected rows when there are any (the button says so), and only the columns shown
      const ids = getSelection(scope).keys.map(Number).filter(Number.isFinite);
      const shown = new Set(columns.visible.map((column) => column.key));
      const hiddenColumns = columns.ordered.map((column) => column.key).filter((key) => !shown.has(key));
      await api.exportFile(
        { ...rest, ...payload, ...fixed, ...(ids.length ? { ids } : {}), hiddenColumns },
        title,
      );
    } catch {
      /* shown by the client */
    } finally {
      setExporting(false);
    }
  }, [api, body, columns, fixed, readSearch, scope, title]);

  const [actionDialog, setActionDialog] = useState<ActionDialogState | null>(null);
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
    ...resource,
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
    columns,
    remove,
    exportFile,
    exporting,
    runAction,
    actionDialog,
    setActionDialog,
  };
}
