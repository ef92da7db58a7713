import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { LocalizedText } from '@chelian/contracts/menu-catalog';
import type { FieldSpec, OptionItem } from '@chelian/contracts/resource';

export type Row = Record<string, unknown> & { id?: number | string };
export type Values = Record<string, unknown>;
export type FormMode = 'create' | 'update' | 'view';

/** Table cell kinds of the console's lists plus the few a declaration adds (boolean, number, area, colour). */
export type CellKind =
  | 'text'
  | 'textarea'
  | 'time'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'dict'
  | 'tag'
  | 'image'
  | 'file'
  | 'link'
  | 'infoHide'
  | 'boolean'
  | 'number'
  | 'area'
  | 'color';

/** Modal form field kinds. */
export type FormWidget =
  | 'text'
  | 'password'
  | 'number'
  | 'textarea'
  | 'date'
  | 'datetime'
  | 'daterange'
  | 'datetimerange'
  | 'year'
  | 'month'
  | 'color'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'select'
  | 'multiSelect'
  | 'treeSelect'
  | 'refSelect'
  | 'area'
  | 'upload'
  | 'image'
  | 'richtext'
  | 'alert'
  | 'divider'
  | 'custom';

/** Search form field kinds of the console's lists plus number and area inputs. */
export type SearchInput =
  | 'text'
  | 'select'
  | 'multiSelect'
  | 'treeSelect'
  | 'autocomplete'
  | 'year'
  | 'month'
  | 'date'
  | 'datetime'
  | 'daterange'
  | 'datetimerange'
  | 'multipleInput'
  | 'number'
  | 'numberRange'
  | 'area';

/** Where the options of a select come from: fixed items, a loader, a dictionary code or another resource. */
export type OptionSource =
  | { kind: 'static'; items: readonly OptionItem[] }
  | { kind: 'loader'; key: string; load: () => Promise<OptionItem[]> }
  | { kind: 'dict'; code: string; values?: readonly string[] }
  | { kind: 'ref'; resource: string; tree: boolean }
  | { kind: 'boolean' };

/** Run-time settings of a form field; a function answering null keeps the old setting. */
export interface FieldState {
  readonly: boolean;
  required: boolean;
  visible: boolean;
  pattern: string | null;
}
export type Dynamic<T> = T | ((values: Values, mode: FormMode) => T | null | undefined);

/** Screen-side additions to one declared field (or a field the declaration does not have). */
export interface FieldOverride {
  label?: LocalizedText | string;
  /** form widget instead of the one the type gives (radio, checkbox, switch, treeSelect ...) */
  widget?: FormWidget;
  /** search input instead of the one the type and match give */
  searchInput?: SearchInput;
  /** table cell kind instead of the one the type gives (e.g. link) */
  cell?: CellKind;
  /** a custom table cell */
  render?: (value: unknown, row: Row) => ReactNode;
  /** a custom form input (widget 'custom') */
  input?: (props: { value?: unknown; onChange?: (value: unknown) => void; disabled?: boolean }) => ReactNode;
  options?: readonly OptionItem[] | (() => Promise<OptionItem[]>);
  /** passwords: false sends the value as typed instead of its MD5 */
  hash?: boolean;
  /** form column span of 24 (default 24) */
  span?: number;
  /** search field width of 24 (default 6) */
  searchWidth?: number;
  searchRequired?: boolean;
  searchDefault?: unknown;
  /** extra antd rules, e.g. a custom validator with its own message */
  rules?: Rule[];
  readonly?: Dynamic<boolean>;
  required?: Dynamic<boolean>;
  visible?: Dynamic<boolean>;
  pattern?: Dynamic<string>;
  /** the pattern's own message */
  message?: LocalizedText | string;
  /** file fields: send the chosen file itself in a multipart body instead of uploading it to file-svc first */
  multipart?: boolean;
  /** hide from the table / form / search */
  list?: boolean;
  form?: boolean;
  search?: boolean;
  /** table column width */
  width?: number;
  /** table column pinned to a side */
  fixed?: 'left' | 'right';
}

/** A form item that is not a declared field: layout (divider, alert) or an extra input (a range, a checkbox group). */
export interface FormExtra extends FieldOverride {
  key: string;
  widget: FormWidget;
  /** inserted before this field (default: at the end) */
  before?: string;
  /** only in this mode */
  mode?: 'create' | 'update';
  /** a field type for value conversion (date range keys: 'date' or 'datetime') */
  type?: FieldSpec['type'];
}

export interface ColumnDef {
  key: string;
  field?: FieldSpec;
  kind: CellKind;
  title: LocalizedText | string;
  width: number;
  fixed?: 'left' | 'right';
  sortable: boolean;
  auth?: string;
  masked?: string;
  render?: (value: unknown, row: Row) => ReactNode;
}

export interface SearchDef {
  /** the form item name: the field key, or 'keyStart&keyEnd' for a range */
  name: string;
  key: string;
  field?: FieldSpec;
  input: SearchInput;
  label: LocalizedText | string;
  width: number;
  default?: unknown;
  required: boolean;
  pattern?: string;
  message?: LocalizedText | string;
  options?: OptionSource;
  auth?: string;
}

export interface FormItemDef {
  key: string;
  field?: FieldSpec;
  widget: FormWidget;
  label: LocalizedText | string;
  span: number;
  /** conversion type: a declared type, or one guessed from the key */
  valueType: FieldSpec['type'] | 'time' | 'range' | 'none';
  state: { [K in keyof FieldState]: Dynamic<FieldState[K]> };
  message?: LocalizedText | string;
  options?: OptionSource;
  multiple: boolean;
  hash: boolean;
  multipart: boolean;
  max?: number;
  min?: number;
  help?: LocalizedText | string;
  auth?: string;
  rules?: Rule[];
  input?: FieldOverride['input'];
  areaLevel?: 1 | 2 | 3;
}
