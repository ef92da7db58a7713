import {
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Checkbox, ConfigProvider, Pagination, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../hooks/useCan';
import { renderCell, type CellContext } from './cells';
import { useDictionaryLabels } from './options';
import { selectPage, toggleSelection, useSelectionValue, type RowIndex } from './selection';
import { localize } from './text';
import { PAGE_SIZES, useListContext, type SortState } from './controllers';
import type { ColumnDef, Row } from './types';

/** Table heights: list tables scroll within 500, tree tables within 760. */
export const TABLE_HEIGHT = 500;
export const TREE_TABLE_HEIGHT = 760;
/** Above this many rows the table renders only what is in view. */
export const VIRTUAL_THRESHOLD = 100;
export const INDEX_WIDTH = 64;
const SELECTION_WIDTH = 48;
/** Room a tree's first column of data adds for the expand icon beside its text. */
const EXPAND_ICON_WIDTH = 28;

export interface ResourceTableProps {
  /** an operations column at the right */
  rowActions?: (row: Row) => ReactNode;
  rowActionsWidth?: number;
  /** no selection column (read-only lists) */
  selectable?: boolean;
  virtualThreshold?: number;
  height?: number;
}

/** The table (or lazy tree table) of a resource's list: row numbers, kept selection, every cell kind, sorting. */
export function ResourceTable({
  rowActions,
  rowActionsWidth = 160,
  selectable = true,
  virtualThreshold = VIRTUAL_THRESHOLD,
  height,
}: ResourceTableProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const dictLabel = useDictionaryLabels();
  const {
    spec,
    scope,
    page,
    pageSize,
    sort,
    rows,
    treeMode,
    pageIndex,
    setSort,
    expandedKeys,
    onExpand,
    loading,
    columns,
  } = useListContext();
  const lang = i18n.language;

  const ctx = useMemo<CellContext>(
    () => ({ t, dictLabel, can: (permission) => can(spec.module, permission) }),
    [t, dictLabel, can, spec.module],
  );
  // cells redraw when their row changes, and all of them when the labels do (another language,
  // a dictionary that arrived): the context they were last drawn with is kept after each commit
  const drawnWith = useRef(ctx);
  useLayoutEffect(() => {
    drawnWith.current = ctx;
  }, [ctx]);

  const antColumns = useMemo((): TableColumnsType<Row> => {
    const offset = (page - 1) * pageSize;
    const out: TableColumnsType<Row> = [];
    if (selectable)
      out.push({
        key: '__select',
        title: <PageCheck scope={scope} page={pageIndex} />,
        width: SELECTION_WIDTH,
        align: 'center',
        fixed: 'left',
        className: 'rs-select-cell',
        render: (_value, row) => <RowCheck scope={scope} row={row} />,
        shouldCellUpdate: (row, prev) => row !== prev,
      });
    // a tree has no running numbers, and its expand icons take the first column of data
    if (!treeMode)
      out.push({
        key: '__index',
        title: '#',
        width: INDEX_WIDTH,
        align: 'center',
        fixed: 'left',
        render: (_value, _row, index) => offset + index + 1,
      });
    for (const column of columns.visible) {
      const ant = toAntColumn(column, ctx, lang, sort, drawnWith);
      if (treeMode && column === columns.visible[0] && typeof ant.width === 'number')
        ant.width += EXPAND_ICON_WIDTH;
      out.push(ant);
    }
    if (rowActions)
      out.push({
        key: '__actions',
        title: t('common.actions'),
        width: rowActionsWidth,
        fixed: 'right',
        align: 'center',
        render: (_v, row) => rowActions(row),
      });
    return out;
  }, [
    columns.visible,
    ctx,
    lang,
    page,
    pageIndex,
    pageSize,
    rowActions,
    rowActionsWidth,
    scope,
    selectable,
    sort,
    t,
    treeMode,
  ]);

  const scrollX = useMemo(
    () => antColumns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0),
    [antColumns],
  );

  const onChange = useCallback<NonNullable<TableProps<Row>['onChange']>>(
    (_pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      if (!one?.order || !one.columnKey) setSort(null);
      else setSort({ field: String(one.columnKey), order: one.order === 'ascend' ? 'asc' : 'desc' });
    },
    [setSort],
  );

  const onRow = useCallback(
    (row: Row) =>
      ({
        'data-testid': `${scope}-row-${String(row.id)}`,
        'data-row-key': String(row.id),
      }) as HTMLAttributes<HTMLElement>,
    [scope],
  );
  const virtual = rows.length > virtualThreshold;
  const expandable = useMemo<TableProps<Row>['expandable']>(
    () =>
      treeMode
        ? {
            expandedRowKeys: expandedKeys,
            onExpand: (expanded, row) => onExpand(expanded, row),
            // in the first column of data, not in the checkbox's
            expandIconColumnIndex: selectable ? 1 : 0,
          }
        : undefined,
    [expandedKeys, onExpand, selectable, treeMode],
  );

  return (
    // no click wave in the table: it reads computed styles on every click
    <ConfigProvider wave={{ disabled: true }} theme={{ token: { motion: false } }}>
      <Table<Row>
        className="rs-table"
        data-testid={`${scope}-table`}
        rowKey="id"
        size="middle"
        bordered
        loading={loading}
        columns={antColumns}
        dataSource={rows}
        pagination={false}
        onChange={onChange}
        onRow={onRow}
        expandable={expandable}
        virtual={virtual}
        scroll={{ x: scrollX, y: height ?? (treeMode ? TREE_TABLE_HEIGHT : TABLE_HEIGHT) }}
        showSorterTooltip={false}
      />
    </ConfigProvider>
  );
}

/** One row's checkbox: it alone re-renders when its row is ticked. */
const RowCheck = memo(function RowCheck({ scope, row }: { scope: string; row: Row }) {
  const checked = useSelectionValue(scope, (state) => state.set.has(row.id as never));
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const ref = useRef<HTMLSpanElement>(null);
  // the row's highlight follows its checkbox, so a selection change does not re-render the table
  useLayoutEffect(() => {
    ref.current
      ?.closest(`.${getPrefixCls('table')}-row`)
      ?.classList.toggle(`${getPrefixCls('table')}-row-selected`, checked);
  }, [checked, getPrefixCls]);
  return (
    <span ref={ref}>
      <Checkbox
        checked={checked}
        onChange={(event) => toggleSelection(scope, row, event.target.checked)}
        onClick={(event) => event.stopPropagation()}
      />
    </span>
  );
});

/** The header checkbox: ticks or clears the page; indeterminate when part of it is chosen. */
const PageCheck = memo(function PageCheck({ scope, page }: { scope: string; page: RowIndex }) {
  const state = useSelectionValue(scope, (selection) => {
    if (!page.size || !selection.keys.length) return 'none';
    let all = true;
    let some = false;
    for (const key of page.keys()) {
      if (selection.set.has(key)) some = true;
      else all = false;
      if (some && !all) return 'some';
    }
    return all ? 'all' : some ? 'some' : 'none';
  });
  return (
    <Checkbox
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={!page.size}
      onChange={(event) => selectPage(scope, page, event.target.checked)}
    />
  );
});

/** Numbers line up on their last digit; text, codes, times and labels read from the left. */
export function alignOf(column: Pick<ColumnDef, 'kind'>): 'left' | 'right' {
  return column.kind === 'number' ? 'right' : 'left';
}

function toAntColumn(
  column: ColumnDef,
  ctx: CellContext,
  lang: string,
  sort: SortState,
  drawnWith: { readonly current: CellContext },
): TableColumnsType<Row>[number] {
  return {
    key: column.key,
    dataIndex: column.key,
    title: localize(column.title, lang),
    width: column.width,
    fixed: column.fixed,
    align: alignOf(column),
    ellipsis: column.kind !== 'tag' && column.kind !== 'image',
    sorter: column.sortable,
    sortOrder: sort?.field === column.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (value: unknown, row: Row) => renderCell(column, value, row, ctx),
    // a selection change re-renders the rows; data cells only change with their record or labels
    shouldCellUpdate: (row: Row, prev: Row) => row !== prev || drawnWith.current !== ctx,
  };
}

/** The pager: page size selector, jump box and total (a new page size searches from page 1). */
export function ResourcePager() {
  const { page, pageSize, total, totalExact, setPage, scope, treeMode } = useListContext();
  if (treeMode) return null;
  return (
    <ListPager
      scope={scope}
      current={page}
      pageSize={pageSize}
      total={total}
      totalExact={totalExact}
      onChange={setPage}
    />
  );
}

/** The pager of any list (a screen of its own passes its page): the resource screens' pager. */
export function ListPager({
  scope,
  current,
  pageSize,
  total,
  totalExact = true,
  pageSizes = PAGE_SIZES,
  onChange,
}: {
  scope: string;
  current: number;
  pageSize: number;
  total: number;
  /** false: the total is an estimate ("about") */
  totalExact?: boolean;
  /** the sizes offered (default: the resource lists' PAGE_SIZES) */
  pageSizes?: readonly number[];
  onChange(page: number, pageSize: number): void;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      data-testid={`${scope}-pager`}
      style={{ marginTop: 12, justifyContent: 'flex-end' }}
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      showQuickJumper
      pageSizeOptions={[...pageSizes]}
      showTotal={(count) =>
        totalExact ? t('common.total', { total: count }) : t('engine.totalAbout', { total: count })
      }
      onChange={(next, size) => onChange(next, size)}
    />
  );
}
