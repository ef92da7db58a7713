import type { ReactNode } from 'react';
import { App, Button, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
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

  return (
    <Space wrap style={{ marginBottom: 12, width: '100%' }} data-testid={`${scope}-toolbar`}>
      {shown('create') && list.can('create') ? (
        <Button type="primary" icon={<PlusOutlined />} data-testid={`${scope}-create`} onClick={openCreate}>
          {t('engine.create')}
        </Button>
      ) : null}
      {shown('update') && list.can('update') ? (
        <Button
          icon={<EditOutlined />}
          data-testid={`${scope}-update`}
          onClick={() => {
            const row = one();
            if (row) void openEdit(row, 'update');
          }}
        >
          {t('engine.update')}
        </Button>
      ) : null}
      {shown('detail') && list.can('find') ? (
        <Button
          icon={<EyeOutlined />}
          data-testid={`${scope}-detail`}
          onClick={() => {
            const row = one();
            if (row) void openEdit(row, 'view');
          }}
        >
          {t('engine.detail')}
        </Button>
      ) : null}
      {shown('delete') && list.can('delete') ? (
        <Button danger icon={<DeleteOutlined />} data-testid={`${scope}-delete`} onClick={confirmDelete}>
          {deleteLabel ?? t('engine.delete')}
        </Button>
      ) : null}
      {shown('export') && list.can('export') ? <ExportButton list={list} /> : null}
      {shown('import') && list.can('import') ? (
        <Button
          icon={<UploadOutlined />}
          data-testid={`${scope}-import`}
          onClick={() => importer.setOpen(true)}
        >
          {t('engine.import')}
        </Button>
      ) : null}
      {declared.map((action, i) => (
        <Button
          key={`${action.key}-${i}`}
          data-testid={`${scope}-action-${action.key}${i && declared.findIndex((a) => a.key === action.key) !== i ? `-${i}` : ''}`}
          onClick={() => run(action)}
        >
          {localize(action.label)}
        </Button>
      ))}
      {typeof extra === 'function' ? extra(list) : extra}
      {shown('refresh') ? (
        <Button
          icon={<ReloadOutlined />}
          data-testid={`${scope}-refresh`}
          onClick={() => void list.refresh()}
          title={t('common.refresh')}
        />
      ) : null}
      {shown('columns') ? <ColumnChooser /> : null}
    </Space>
  );
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
