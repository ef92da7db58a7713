import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceOperations } from '@chelian/contracts/resource';
import { ApiError } from '../../api/http';
import type { Row, Values } from '../types';
import type { ResourceInfo } from './resource';

export interface FormTarget {
  mode: 'create' | 'update' | 'view';
  record?: Row;
  /** a new number each time the dialog opens (the form starts afresh) */
  key: number;
}

let formKeys = 0;

/** The create / edit / detail dialog of a resource (react-admin's create and edit controllers). */
export interface FormController extends Pick<
  ResourceInfo,
  'spec' | 'scope' | 'fields' | 'fixed' | 'title' | 'canField'
> {
  /** what the dialog shows; null while closed */
  formTarget: FormTarget | null;
  openCreate(): void;
  /** reads the record afresh (when the declaration can) and opens it to edit or to view */
  openEdit(row: Row, mode?: 'update' | 'view'): Promise<void>;
  closeForm(): void;
  /** sends the body; when saved the dialog closes and onSaved runs, a failure rejects (the dialog stays open) */
  save(body: Values | FormData, mode: 'create' | 'update'): Promise<boolean>;
  saving: boolean;
}

export function useFormController(
  resource: ResourceInfo,
  { onSaved }: { onSaved?: () => Promise<void> | void } = {},
): FormController {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { spec, scope, fields, fixed, title, canField, api } = resource;
  const canFind = useMemo(() => resourceOperations(spec).has('find'), [spec]);

  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const openCreate = useCallback(() => setFormTarget({ mode: 'create', key: ++formKeys }), []);
  const openEdit = useCallback(
    async (row: Row, mode: 'update' | 'view' = 'update') => {
      try {
        const record = canFind && row.id !== undefined ? await api.find(row.id) : row;
        setFormTarget({ mode, record: { ...row, ...record }, key: ++formKeys });
      } catch {
        /* a failed read is logged by the client */
      }
    },
    [api, canFind],
  );
  const closeForm = useCallback(() => setFormTarget(null), []);

  const saveMutation = useMutation({
    mutationFn: ({ body, mode }: { body: Values | FormData; mode: 'create' | 'update' }) =>
      mode === 'create' ? api.create(body) : api.update(body),
  });
  const save = useCallback(
    async (body: Values | FormData, mode: 'create' | 'update') => {
      try {
        await saveMutation.mutateAsync({ body, mode });
      } catch (error) {
        if (!(error instanceof ApiError)) console.error(error);
        // the dialog stays open and the table is not refreshed
        throw error;
      }
      message.success(t(mode === 'create' ? 'engine.created' : 'engine.updated'));
      setFormTarget(null);
      await onSaved?.();
      return true;
    },
    [message, onSaved, saveMutation, t],
  );
  const saving = saveMutation.isPending;

  return useMemo(
    () => ({
      spec,
      scope,
      fields,
      fixed,
      title,
      canField,
      formTarget,
      openCreate,
      openEdit,
      closeForm,
      save,
      saving,
    }),
    [spec, scope, fields, fixed, title, canField, formTarget, openCreate, openEdit, closeForm, save, saving],
  );
}
