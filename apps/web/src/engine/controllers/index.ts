export {
  FormContext,
  FormContextProvider,
  ImportContext,
  ImportContextProvider,
  ListContext,
  ListContextProvider,
  useFormContext,
  useImportContext,
  useListContext,
} from './contexts';
export { useResourceInfo, type ControllerOptions, type ResourceInfo } from './resource';
export { useColumns, type ColumnSettings } from './useColumns';
export { useFormController, type FormController, type FormTarget } from './useFormController';
export { useImportController, type ImportController } from './useImportController';
export {
  AUTO_REFRESH_MS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  prefetchList,
  useListController,
  type ActionDialogState,
  type ListController,
  type SortState,
} from './useListController';
