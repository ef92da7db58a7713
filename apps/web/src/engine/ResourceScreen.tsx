import type { ComponentType, ReactNode } from 'react';
import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionSpec, ResourceSpec } from '@chelian/contracts/resource';
import { ImportDialog } from './ImportDialog';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import { ResourcePager, ResourceTable, type ResourceTableProps } from './ResourceTable';
import { SearchForm } from './SearchForm';
import { Toolbar, type ToolbarProps } from './Toolbar';
import type { FormExtra, Row } from './types';
import { useColumns } from './useColumns';
import {
  useResourceController,
  type ControllerOptions,
  type ResourceController,
} from './useResourceController';

/** A dialog a declared action opens (ActionSpec.dialog names it). */
export interface ActionDialogProps {
  controller: ResourceController;
  action: ActionSpec;
  rows: Row[];
  onClose(): void;
}

export interface ResourceScreenProps extends ControllerOptions {
  spec: ResourceSpec;
  formExtras?: readonly FormExtra[];
  transform?: ResourceFormProps['transform'];
  toolbar?: Omit<ToolbarProps, 'controller' | 'columns'>;
  table?: Omit<ResourceTableProps, 'controller' | 'columns' | 'rowActions'>;
  rowActions?: (row: Row, controller: ResourceController) => ReactNode;
  dialogs?: Record<string, ComponentType<ActionDialogProps>>;
  /** a panel at the left (e.g. a tree that filters the table) */
  side?: (controller: ResourceController) => ReactNode;
  /** more content under the table (dialogs of the screen) */
  children?: (controller: ResourceController) => ReactNode;
}

/** The generic list screen (spec 000 section 2) of one declaration: search, toolbar, table, pager, form, import. */
export function ResourceScreen(props: ResourceScreenProps) {
  const controller = useResourceController(props.spec, props);
  return <ResourceView controller={controller} {...props} />;
}

/** The view of a controller; special screens build their controller themselves and compose the same parts. */
export function ResourceView({
  controller,
  formExtras,
  transform,
  toolbar,
  table,
  rowActions,
  dialogs,
  side,
  children,
}: Omit<ResourceScreenProps, 'spec'> & { controller: ResourceController }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const columns = useColumns(controller);
  const { scope, actionDialog } = controller;
  const Dialog = actionDialog?.action.dialog ? dialogs?.[actionDialog.action.dialog] : undefined;

  if (!controller.can('view'))
    return (
      <div
        data-testid={`${scope}-screen`}
        style={{ background: token.colorBgContainer, padding: 48, borderRadius: token.borderRadiusLG }}
      >
        <Empty description={t('engine.noPermission')} />
      </div>
    );

  const main = (
    <div style={{ flex: 1, minWidth: 0 }}>
      <SearchForm controller={controller} />
      <Toolbar controller={controller} columns={columns} {...toolbar} />
      <ResourceTable
        controller={controller}
        columns={columns}
        rowActions={rowActions ? (row) => rowActions(row, controller) : undefined}
        {...table}
      />
      <ResourcePager controller={controller} />
    </div>
  );

  return (
    <div
      data-testid={`${scope}-screen`}
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      {side ? (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <div style={{ width: 260, flex: 'none' }}>{side(controller)}</div>
          {main}
        </div>
      ) : (
        main
      )}
      <ResourceForm controller={controller} extras={formExtras} transform={transform} />
      <ImportDialog controller={controller} />
      {Dialog && actionDialog ? (
        <Dialog
          controller={controller}
          action={actionDialog.action}
          rows={actionDialog.rows}
          onClose={() => controller.setActionDialog(null)}
        />
      ) : null}
      {children?.(controller)}
    </div>
  );
}
