/** The resource engine: one declaration -> search form, toolbar, table, pager, modal form, import, export. */
export {
  ResourceScreen,
  ResourceView,
  listScreen,
  type ActionDialogProps,
  type ResourceScreenProps,
  type ResourceViewProps,
} from './ResourceScreen';
export {
  useListController,
  useFormController,
  useImportController,
  useResourceInfo,
  useColumns,
  ListContextProvider,
  FormContextProvider,
  ImportContextProvider,
  useListContext,
  useFormContext,
  useImportContext,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  type ControllerOptions,
  type ResourceInfo,
  type ColumnSettings,
  type ListController,
  type FormController,
  type ImportController,
  type FormTarget,
  type SortState,
} from './controllers';
export { SearchForm, SearchFormView } from './SearchForm';
export { Toolbar, ListToolbar, type ToolbarProps, type StandardButton } from './Toolbar';
export {
  ResourceTable,
  ResourcePager,
  ListPager,
  INDEX_WIDTH,
  TABLE_HEIGHT,
  type ResourceTableProps,
} from './ResourceTable';
export { ResourceForm, type ResourceFormProps } from './ResourceForm';
export { ImportDialog, ImportModal } from './ImportDialog';
export { ColumnChooser, ColumnChooserButton } from './ColumnChooser';
export { applyColumnPrefs, columnPrefsKey, useColumnPrefs, type ColumnPrefs } from './columnPrefs';
export { resourceApi, type ResourceApi, type PageResult } from './api';
export { saveBlob, fileNameOf } from '../api/download';
export { findSpec, registerResourceSpecs } from './specs';
export { useOptionItems, useDictionaryLabels, toTreeOptions } from './options';
export { bumpSelectionVersion, useSelection, useSelectedKeys, getSelection } from './selection';
export { localize } from './text';
export type * from './types';
export { SubResourceDrawer, type SubResourceDrawerProps } from './SubResourceDrawer';
export { FormInput, SearchInputField } from './fields';
export { formDefs, searchDefs, columnDefs, foldLayout, cellKind, guessTimeKind } from './schema';
export { toSubmitBody, toFormValues, toSearchPayload, defaultFormValues } from './values';
export { formItemRules, resolveStates, placeholderOf } from './rules';
export { VinsDialog } from './VinsDialog';
export { SearchPickTable, type PickPage } from './SearchPickTable';
