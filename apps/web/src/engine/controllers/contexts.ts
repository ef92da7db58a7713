import { createContext, useContext } from 'react';
import type { FormController } from './useFormController';
import type { ImportController } from './useImportController';
import type { ListController } from './useListController';

/**
 * The controllers of a resource screen reach its parts (search form, toolbar, table, pager, form
 * and import dialogs) through these contexts, rendered by ResourceScreen or by a custom screen.
 */
export const ListContext = createContext<ListController | null>(null);
export const FormContext = createContext<FormController | null>(null);
export const ImportContext = createContext<ImportController | null>(null);

export const ListContextProvider = ListContext.Provider;
export const FormContextProvider = FormContext.Provider;
export const ImportContextProvider = ImportContext.Provider;

function required<T>(value: T | null, name: string): T {
  if (!value) throw new Error(`${name} must be used inside its provider (ResourceScreen renders it)`);
  return value;
}

export function useListContext(): ListController {
  return required(useContext(ListContext), 'useListContext');
}

export function useFormContext(): FormController {
  return required(useContext(FormContext), 'useFormContext');
}

export function useImportContext(): ImportController {
  return required(useContext(ImportContext), 'useImportContext');
}
