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
import { localize } from './text';
import type { Row } from './types';
import type { ColumnSettings } from './useColumns';
import type { ResourceController } from './useResourceController';

export type StandardButton =
  'create' | 'update' | 'detail' | 'delete' | 'export' | 'import' | 'refresh' | 'columns';

export interface ToolbarProps {
  controller: ResourceController;
  columns: ColumnSettings;
  /** standard buttons to leave out */
  hide?: readonly StandardButton[];
  /** declared actions to show (default: the declaration's own) */
  actions?: readonly ActionSpec[];
  /** more buttons after the standard ones */
  extra?: ReactNode | ((controller: ResourceController) => ReactNode);
  /** the delete button's label (e.g. 'kick out' for online users) */
  deleteLabel?: string;
}

/** The action bar: every button shows only with its permission; selection rules are checked on click. */
export function Toolbar({ controller, columns, hide = [], actions, extra, deleteLabel }: ToolbarProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  // the selection is read when a button is clicked: ticking rows does not re-render the toolbar
  const { scope } = controller;
  const shown = (button: StandardButton) => !hide.includes(button);
  const declared = (actions ?? controller.spec.actions ?? []).filter((action) =>
    controller.canAction(action),
  );

  const one = (): Row | null => {
    const { selectedKeys, selectedRows } = controller;
    if (selectedKeys.length !== 1) {
      message.warning(t('engine.selectOne'));
      return null;
    }
    return selectedRows[0] ?? { id: selectedKeys[0] as number };
  };

  const confirmDelete = () => {
    const { selectedKeys } = controller;
    if (!selectedKeys.length) {
      message.warning(t('common.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('engine.confirmDelete', { count: selectedKeys.length }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': `${scope}-delete-confirm` } as never,
      onOk: () => controller.remove([...selectedKeys]),
    });
  };

  const run = (action: ActionSpec) => {
    const { selectedKeys, selectedRows } = controller;
    if (action.selection === 'one' && selectedKeys.length !== 1)
      return void message.warning(t('engine.selectOne'));
    if (action.selection === 'many' && !selectedKeys.length)
      return void message.warning(t('common.selectFirst'));
    const rows = action.selection === 'none' ? [] : selectedRows;
    if (action.dialog) return controller.setActionDialog({ action, rows });
    if (action.confirm)
      return void modal.confirm({
        title: localize(action.confirm),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { 'data-testid': `${scope}-action-confirm` } as never,
        onOk: () => controller.runAction(action),
      });
    void controller.runAction(action);
  };

  return (
    <Space wrap style={{ marginBottom: 12, width: '100%' }} data-testid={`${scope}-toolbar`}>
      {shown('create') && controller.can('create') ? (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid={`${scope}-create`}
          onClick={controller.openCreate}
        >
          {t('engine.create')}
        </Button>
      ) : null}
      {shown('update') && controller.can('update') ? (
        <Button
          icon={<EditOutlined />}
          data-testid={`${scope}-update`}
          onClick={() => {
            const row = one();
            if (row) void controller.openEdit(row, 'update');
          }}
        >
          {t('engine.update')}
        </Button>
      ) : null}
      {shown('detail') && controller.can('find') ? (
        <Button
          icon={<EyeOutlined />}
          data-testid={`${scope}-detail`}
          onClick={() => {
            const row = one();
            if (row) void controller.openEdit(row, 'view');
          }}
        >
          {t('engine.detail')}
        </Button>
      ) : null}
      {shown('delete') && controller.can('delete') ? (
        <Button danger icon={<DeleteOutlined />} data-testid={`${scope}-delete`} onClick={confirmDelete}>
          {deleteLabel ?? t('engine.delete')}
        </Button>
      ) : null}
      {shown('export') && controller.can('export') ? (
        <Button
          icon={<DownloadOutlined />}
          loading={controller.exporting}
          data-testid={`${scope}-export`}
          onClick={() => void controller.exportFile()}
        >
          {t('engine.export')}
        </Button>
      ) : null}
      {shown('import') && controller.can('import') ? (
        <Button
          icon={<UploadOutlined />}
          data-testid={`${scope}-import`}
          onClick={() => controller.setImportOpen(true)}
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
      {typeof extra === 'function' ? extra(controller) : extra}
      {shown('refresh') ? (
        <Button
          icon={<ReloadOutlined />}
          data-testid={`${scope}-refresh`}
          onClick={() => void controller.refresh()}
          title={t('common.refresh')}
        />
      ) : null}
      {shown('columns') ? <ColumnChooser controller={controller} columns={columns} /> : null}
    </Space>
  );
}
