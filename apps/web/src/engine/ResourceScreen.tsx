import type { ComponentType, ReactNode } from 'react';
import { Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { ActionSpec, ResourceSpec } from '@chelian/contracts/resource';
import {
  FormContextProvider,
  ImportContextProvider,
  ListContextProvider,
  useFormController,
  useImportController,
  useListContext,
  useListController,
  prefetchList,
  type ControllerOptions,
  type ListController,
} from './controllers';
import { ImportDialog } from './ImportDialog';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import { ResourcePager, ResourceTable, type ResourceTableProps } from './ResourceTable';
import { SearchForm } from './SearchForm';
import { Toolbar, type ToolbarProps } from './Toolbar';
import type { FormExtra, Row } from './types';

/** A dialog a declared action opens (ActionSpec.dialog names it). */
export interface ActionDialogProps {
  controller: ListController;
  action: ActionSpec;
  rows: Row[];
  onClose(): void;
}

/** How a resource screen lays out its parts (everything but the controllers' options). */
export interface ResourceViewProps {
  formExtras?: readonly FormExtra[];
  transform?: ResourceFormProps['transform'];
  toolbar?: ToolbarProps;
  table?: Omit<ResourceTableProps, 'rowActions'>;
  rowActions?: (row: Row, controller: ListController) => ReactNode;
  dialogs?: Record<string, ComponentType<ActionDialogProps>>;
  /** a panel at the left (e.g. a tree that filters the table) */
  side?: (controller: ListController) => ReactNode;
  /** more content under the table (dialogs of the screen) */
  children?: (controller: ListController) => ReactNode;
}

export interface ResourceScreenProps extends ControllerOptions, ResourceViewProps {
  spec: ResourceSpec;
}

/**
 * The generic list screen of one declaration: search, toolbar, table, pager,
 * form, import. It runs the list, form and import controllers and hands them to the parts through
 * their contexts.
 */
export function ResourceScreen(props: ResourceScreenProps) {
  const list = useListController(props.spec, props);
  const form = useFormController(list, { onSaved: list.refresh });
  const importer = useImportController(list, { onImported: list.refresh });
  return (
    <ListContextProvider value={list}>
      <FormContextProvider value={form}>
        <ImportContextProvider value={importer}>
          <ResourceView {...props} />
        </ImportContextProvider>
      </FormContextProvider>
    </ListContextProvider>
  );
}

/**
 * A screen that is one resource list with fixed options: its component, and its first page asked for
 * before it renders (ScreenComponent.prefetch), with the query its list controller then reads.
 */
export function listScreen(
  props: ResourceScreenProps,
): ComponentType & { prefetch(client: QueryClient): void } {
  const Screen = () => <ResourceScreen {...props} />;
  Screen.displayName = `listScreen(${props.spec.name})`;
  return Object.assign(Screen, {
    prefetch: (client: QueryClient) => prefetchList(client, props.spec, props),
  });
}

/** The view of a resource screen, reading its controllers from the contexts ResourceScreen provides. */
export function ResourceView({
  formExtras,
  transform,
  toolbar,
  table,
  rowActions,
  dialogs,
  side,
  children,
}: ResourceViewProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const list = useListContext();
  const { scope, actionDialog } = list;
  const Dialog = actionDialog?.action.dialog ? dialogs?.[actionDialog.action.dialog] : undefined;

  if (!list.can('view'))
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
      <SearchForm />
      <Toolbar {...toolbar} />
      <ResourceTable rowActions={rowActions ? (row) => rowActions(row, list) : undefined} {...table} />
      <ResourcePager />
    </div>
  );

  return (
    <div
      data-testid={`${scope}-screen`}
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      {side ? (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <div style={{ width: 260, flex: 'none' }}>{side(list)}</div>
          {main}
        </div>
      ) : (
        main
      )}
      <ResourceForm extras={formExtras} transform={transform} />
      <ImportDialog />
      {Dialog && actionDialog ? (
        <Dialog
          controller={list}
          action={actionDialog.action}
          rows={actionDialog.rows}
          onClose={() => list.setActionDialog(null)}
        />
      ) : null}
      {children?.(list)}
    </div>
  );
}
