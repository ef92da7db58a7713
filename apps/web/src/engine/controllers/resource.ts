import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionPermission,
  operationPermission,
  resourceOperations,
  type ActionSpec,
  type ResourceOperation,
  type ResourceSpec,
} from '@chelian/contracts/resource';
import { useCan, type Can } from '../../hooks/useCan';
import { resourceApi, type ResourceApi, type ResourceApiOptions } from '../api';
import { localize } from '../text';
import type { FieldOverride, Values } from '../types';

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

/** The declaration a screen shows, its calls and the caller's permissions: what every controller starts from. */
export interface ResourceInfo {
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
}

/**
 * Whether the caller may run an operation of a declaration ('view' is its page): the declaration
 * must offer it, and the admin variant reads across tenants (page, export, options) while changes
 * go through the tenant's own screen.
 */
export function canOperation(
  spec: ResourceSpec,
  ops: ReadonlySet<ResourceOperation>,
  admin: boolean,
  can: Can,
  op: ResourceOperation | 'view',
): boolean {
  const operation: ResourceOperation = op === 'view' ? 'page' : op;
  if (!ops.has(operation)) return false;
  if (admin)
    return (
      (operation === 'page' || operation === 'export') &&
      can(spec.module, operationPermission(spec, operation, 'admin'))
    );
  return can(spec.module, operationPermission(spec, operation));
}

/** Whether the caller may see a field or search guarded by a permission of the declaration's module. */
export const canUseField = (spec: ResourceSpec, can: Can, auth: string | undefined): boolean =>
  !auth || can(spec.module, auth);

/** The calls of a declaration, its admin variant's or served elsewhere (options.paths). */
export const resourceApiOf = (spec: ResourceSpec, options: ControllerOptions): ResourceApi =>
  resourceApi(spec, {
    admin: Boolean(options.admin),
    paths: { page: options.paths?.page, export: options.paths?.export },
  });

export function useResourceInfo(spec: ResourceSpec, options: ControllerOptions = {}): ResourceInfo {
  const { i18n } = useTranslation();
  const can = useCan();
  const scope = options.scope ?? spec.name;
  const admin = Boolean(options.admin);
  const fields = useMemo(() => options.fields ?? {}, [options.fields]);
  const fixed = options.fixed;
  const pagePath = options.paths?.page;
  const exportPath = options.paths?.export;
  const api = useMemo(
    () => resourceApiOf(spec, { admin, paths: { page: pagePath, export: exportPath } }),
    [spec, admin, pagePath, exportPath],
  );
  const ops = useMemo(() => resourceOperations(spec), [spec]);
  const title = localize(spec.title, i18n.language);

  const canOp = useCallback(
    (op: ResourceOperation | 'view') => canOperation(spec, ops, admin, can, op),
    [admin, can, ops, spec],
  );
  const canAction = useCallback(
    (action: ActionSpec) => !admin && can(spec.module, actionPermission(spec, action)),
    [admin, can, spec],
  );
  const canField = useCallback((auth: string | undefined) => canUseField(spec, can, auth), [can, spec]);

  return useMemo(
    () => ({ spec, scope, admin, api, fixed, fields, title, can: canOp, canAction, canField }),
    [spec, scope, admin, api, fixed, fields, title, canOp, canAction, canField],
  );
}
