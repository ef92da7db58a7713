import { Fragment, type ReactNode } from 'react';
import { App, Button, Dropdown, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import type { ActionSpec } from '@chelian/contracts/resource';
import { ColumnChooser } from './ColumnChooser';
import { useFormContext, useImportContext, useListContext, type ListController } from './controllers';
import { useSelectionValue } from './selection';
import { localize } from './text';
import type { Row } from './types';

export type StandardButton =
  'create' | 'update' | 'detail' | 'delete' | 'export' | 'import' | 'refresh' | 'columns';

export interface ToolbarProps {
  /** standard buttons to leave out */
  hide?: readonly StandardButton[];
  /** declared actions to show (default: the declaration's own) */
  actions?: readonly ActionSpec[];
  /** more buttons after the standard ones */
  extra?: ReactNode | ((list: ListController) => ReactNode);
  /** the delete button's label (e.g. 'kick out' for online users) */
  deleteLabel?: string;
}

/** The action bar: every button shows only with its permission; selection rules are checked on click. */
export function Toolbar({ hide = [], actions, extra, deleteLabel }: ToolbarProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  // the selection is read when a button is clicked: ticking rows does not re-render the toolbar
  const list = useListContext();
  const { openCreate, openEdit } = useFormContext();
  const importer = useImportContext();
  const { scope } = list;
  const shown = (button: StandardButton) => !hide.includes(button);
  const declared = (actions ?? list.spec.actions ?? []).filter((action) => list.canAction(action));

  const one = (): Row | null => {
    const { selectedKeys, selectedRows } = list;
    if (selectedKeys.length !== 1) {
      message.warning(t('engine.selectOne'));
      return null;
    }
    return selectedRows[0] ?? { id: selectedKeys[0] as number };
  };

  const confirmDelete = () => {
    const { selectedKeys } = list;
    if (!selectedKeys.length) {
      message.warning(t('common.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('engine.confirmDelete', { count: selectedKeys.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': `${scope}-delete-confirm` } as never,
      onOk: () => list.remove([...selectedKeys]),
    });
  };

  const run = (action: ActionSpec) => {
    const { selectedKeys, selectedRows } = list;
    if (action.selection === 'one' && selectedKeys.length !== 1)
      return void message.warning(t('engine.selectOne'));
    if (action.selection === 'many' && !selectedKeys.length)
      return void message.warning(t('common.selectFirst'));
    const rows = action.selection === 'none' ? [] : selectedRows;
    if (action.dialog) return list.setActionDialog({ action, rows });
    if (action.confirm)
      return void modal.confirm({
        title: localize(action.confirm),
        // the rows it acts on, by name: a lock or an unlock must not reach another vehicle
        content: rows.map((row) => String(row[list.spec.rowName ?? list.spec.optionLabel] ?? '')).join(', '),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { 'data-testid': `${scope}-action-confirm` } as never,
        onOk: () => list.runAction(action),
      });
    void list.runAction(action);
  };

  // every button the caller may use, in priority order; `main` ones always stay buttons
  const buttons: ToolButton[] = [];
  if (shown('create') && list.can('create'))
    buttons.push({
      key: 'create',
      main: true,
      node: (
        <Button type="primary" icon={<PlusOutlined />} data-testid={`${scope}-create`} onClick={openCreate}>
          {t('engine.create')}
        </Button>
      ),
    });
  if (shown('import') && list.can('import'))
    buttons.push({
      key: 'import',
      main: true,
      testId: `${scope}-import`,
      icon: <UploadOutlined />,
      label: t('engine.import'),
      onClick: () => importer.setOpen(true),
    });
  if (shown('export') && list.can('export'))
    buttons.push({ key: 'export', main: true, node: <ExportButton list={list} /> });
  if (shown('update') && list.can('update'))
    buttons.push({
      key: 'update',
      testId: `${scope}-update`,
      icon: <EditOutlined />,
      label: t('engine.update'),
      onClick: () => {
        const row = one();
        if (row) void openEdit(row, 'update');
      },
    });
  if (shown('detail') && list.can('find'))
    buttons.push({
      key: 'detail',
      testId: `${scope}-detail`,
      icon: <EyeOutlined />,
      label: t('engine.detail'),
      onClick: () => {
        const row = one();
        if (row) void openEdit(row, 'view');
      },
    });
  if (shown('delete') && list.can('delete'))
    buttons.push({
      key: 'delete',
      testId: `${scope}-delete`,
      icon: <DeleteOutlined />,
      label: deleteLabel ?? t('engine.delete'),
      danger: true,
      onClick: confirmDelete,
    });
  // the declaration's first action is the resource's own (lock, register, publish ...): it stays in view
  declared.forEach((action, i) =>
    buttons.push({
      key: `action-${action.key}-${i}`,
      main: i === 0,
      testId: `${scope}-action-${action.key}${i && declared.findIndex((a) => a.key === action.key) !== i ? `-${i}` : ''}`,
      label: localize(action.label),
      onClick: () => run(action),
    }),
  );
  const { inView, more } = splitButtons(buttons);

  return (
    <ListToolbar
      scope={scope}
      onRefresh={shown('refresh') ? () => void list.refresh() : undefined}
      columns={shown('columns') ? <ColumnChooser /> : null}
    >
      {inView.map((button) =>
        button.node ? (
          <Fragment key={button.key}>{button.node}</Fragment>
        ) : (
          <Button
            key={button.key}
            icon={button.icon}
            danger={button.danger}
            data-testid={button.testId}
            onClick={button.onClick}
          >
            {button.label}
          </Button>
        ),
      )}
      {more.length ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((button) => ({
              key: button.key,
              icon: button.icon,
              danger: button.danger,
              // the test id on the label: a menu item passes no data attributes to its element
              label: <span data-testid={button.testId}>{button.label}</span>,
              onClick: button.onClick,
            })),
          }}
        >
          <Button data-testid={`${scope}-more`} icon={<DownOutlined />} iconPlacement="end">
            {t('listFit.more')}
          </Button>
        </Dropdown>
      ) : null}
      {typeof extra === 'function' ? extra(list) : extra}
    </ListToolbar>
  );
}

/**
 * The bar of every list: its buttons, then refresh and the column chooser at its end. A list screen
 * of its own (not a resource) passes its buttons and its chooser (ColumnChooserButton).
 */
export function ListToolbar({
  scope,
  children,
  onRefresh,
  columns,
}: {
  scope: string;
  children?: ReactNode;
  /** the refresh button, when given */
  onRefresh?: () => void;
  columns?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 12, width: '100%' }} data-testid={`${scope}-toolbar`}>
      {children}
      {onRefresh ? (
        <Button
          icon={<ReloadOutlined />}
          data-testid={`${scope}-refresh`}
          onClick={onRefresh}
          title={t('common.refresh')}
        />
      ) : null}
      {columns}
    </Space>
  );
}

/** One toolbar button: its own node (create, export), or a label and handler that fit a menu item too. */
interface ToolButton {
  key: string;
  main?: boolean;
  node?: ReactNode;
  testId?: string;
  icon?: ReactNode;
  label?: ReactNode;
  danger?: boolean;
  onClick?: () => void;
}

/** Up to this many buttons all stay in view; a menu holding one or two of them saves nothing. */
export const TOOLBAR_IN_VIEW = 4;
/** In a longer bar, this many stay in view (creating, importing, exporting first) and the rest go to "more". */
export const TOOLBAR_MAIN = 3;

/**
 * Which buttons stay in view: all of a short bar; of a longer one the first three (create, import,
 * export, or the next ones when those are missing) and the resource's own first action. The rest
 * keep their order in the menu: edit, details, delete, then the other actions.
 */
export function splitButtons<T extends { main?: boolean; node?: ReactNode }>(
  buttons: readonly T[],
): { inView: T[]; more: T[] } {
  if (buttons.length <= TOOLBAR_IN_VIEW) return { inView: [...buttons], more: [] };
  const inView: T[] = [];
  const more: T[] = [];
  for (const button of buttons) {
    // a button with a node of its own (export follows the selection) cannot be a menu item
    const keep = button.node !== undefined || inView.length < TOOLBAR_MAIN || button.main;
    (keep ? inView : more).push(button);
  }
  return { inView, more };
}

/** Export: the selected rows when there are any, and it says so; only this button follows the selection. */
function ExportButton({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const selected = useSelectionValue(list.scope, (state) => state.keys.length);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={list.exporting}
      data-testid={`${list.scope}-export`}
      onClick={() => void list.exportFile()}
    >
      {selected ? t('fit.exportSelected', { count: selected }) : t('engine.export')}
    </Button>
  );
}
