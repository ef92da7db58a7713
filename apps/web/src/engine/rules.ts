import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { LocalizedText } from '@chelian/contracts/menu-catalog';
import { strongPasswordRule } from '../utils/passwordRules';
import { localize } from './text';
import type {
  Dynamic,
  FieldState,
  FormItemDef,
  FormMode,
  FormWidget,
  SearchDef,
  SearchInput,
  Values,
} from './types';
import { isEmptyValue } from './values';

const SELECT_KINDS = new Set<FormWidget | SearchInput>([
  'select',
  'multiSelect',
  'treeSelect',
  'refSelect',
  'radio',
  'checkbox',
  'switch',
  'date',
  'datetime',
  'daterange',
  'datetimerange',
  'year',
  'month',
  'color',
  'area',
  'upload',
  'image',
]);

/**
 * 'Enter the {label}' or 'Select the {label}'; a search field's is the bare verb, its label right
 * before it (in English the label would not fit: "Enter the plate number" is 150 px, the input 134).
 */
export function placeholderOf(
  t: TFunction,
  kind: FormWidget | SearchInput,
  label: string,
  search = false,
): string {
  // a date's label is seldom a noun ("Valid until"): its picker asks for the date itself
  if (kind === 'date' || kind === 'datetime' || kind === 'year' || kind === 'month')
    return t(`phrases.${kind}`);
  const select = SELECT_KINDS.has(kind);
  if (search) return select ? t('phrases.searchSelect') : t('phrases.searchEnter');
  return select ? t('validation.select', { label }) : t('validation.enter', { label });
}

/** '{label} cannot be empty'. */
export const requiredMessage = (t: TFunction, label: string) => t('validation.required', { label });

/** '{label} format is wrong' (search forms: 'format error'), or the field's own message. */
export function patternMessage(
  t: TFunction,
  label: string,
  own?: LocalizedText | string,
  search = false,
): string {
  if (own) return localize(own);
  return search ? t('validation.searchPattern', { label }) : t('validation.pattern', { label });
}

function testPattern(pattern: string, value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  const re = new RegExp(pattern);
  return values.every((v) => v === undefined || v === null || v === '' || re.test(String(v)));
}

function commonRules(
  t: TFunction,
  label: string,
  required: boolean,
  pattern: string | null | undefined,
  message: string,
): Rule[] {
  const rules: Rule[] = [];
  if (required)
    rules.push({
      required: true,
      validator: (_rule, value) =>
        isEmptyValue(value) ? Promise.reject(new Error(requiredMessage(t, label))) : Promise.resolve(),
    });
  if (pattern)
    rules.push({
      validator: (_rule, value) =>
        testPattern(pattern, value) ? Promise.resolve() : Promise.reject(new Error(message)),
    });
  return rules;
}

/** Rules of a modal form item in its current state (fired on change and blur). */
export function formItemRules(t: TFunction, def: FormItemDef, state: FieldState): Rule[] {
  if (state.readonly || !state.visible) return [];
  const label = localize(def.label);
  const rules = commonRules(t, label, state.required, state.pattern, patternMessage(t, label, def.message));
  const textual =
    def.widget === 'text' ||
    def.widget === 'textarea' ||
    def.widget === 'password' ||
    def.widget === 'richtext';
  if (textual && def.min)
    rules.push({
      validator: (_rule, value) =>
        isEmptyValue(value) || String(value).trim().length >= def.min!
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.minLength', { label, min: def.min }))),
    });
  // A password a form sets (a user's, a new tenant's administrator's) goes out as its MD5, so
  // the four-class rule can only be checked here, where the plain text still exists.
  if (def.widget === 'password' && def.hash) rules.push(strongPasswordRule(t));
  if (def.widget === 'number' && (def.min !== undefined || def.max !== undefined))
    rules.push({
      validator: (_rule, value) => {
        if (isEmptyValue(value)) return Promise.resolve();
        const n = Number(value);
        const ok =
          Number.isFinite(n) &&
          (def.min === undefined || n >= def.min) &&
          (def.max === undefined || n <= def.max);
        return ok
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.range', { min: def.min ?? '', max: def.max ?? '' })));
      },
    });
  return [...rules, ...(def.rules ?? [])];
}

/** Rules of a search form field: required and pattern ('format error'). */
export function searchRules(t: TFunction, def: SearchDef): Rule[] {
  const label = localize(def.label);
  return commonRules(t, label, def.required, def.pattern, patternMessage(t, label, def.message, true));
}

function settle<T>(setting: Dynamic<T>, values: Values, mode: FormMode): T | null | undefined {
  return typeof setting === 'function'
    ? (setting as (v: Values, m: FormMode) => T | null | undefined)(values, mode)
    : setting;
}

/**
 * The run-time state of a form item: each of readonly, required, visible and
 * pattern is a value or a function of the form values; a null (or undefined) answer keeps the old setting.
 */
export function resolveState(
  def: FormItemDef,
  values: Values,
  mode: FormMode,
  prev?: FieldState,
): FieldState {
  const base: FieldState = prev ?? {
    readonly: mode === 'view',
    required: false,
    visible: true,
    pattern: null,
  };
  const pick = <K extends keyof FieldState>(key: K): FieldState[K] => {
    const next = settle(def.state[key] as Dynamic<FieldState[K]>, values, mode);
    return next === null || next === undefined ? base[key] : next;
  };
  const state: FieldState = {
    readonly: pick('readonly'),
    required: pick('required'),
    visible: pick('visible'),
    pattern: pick('pattern'),
  };
  if (mode === 'view') state.readonly = true;
  return state;
}

export function resolveStates(
  defs: readonly FormItemDef[],
  values: Values,
  mode: FormMode,
  prev: Record<string, FieldState> = {},
): Record<string, FieldState> {
  const out: Record<string, FieldState> = {};
  for (const def of defs) out[def.key] = resolveState(def, values, mode, prev[def.key]);
  return out;
}

export function sameStates(a: Record<string, FieldState>, b: Record<string, FieldState>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = a[k]!;
    const y = b[k];
    return (
      y !== undefined &&
      x.readonly === y.readonly &&
      x.required === y.required &&
      x.visible === y.visible &&
      x.pattern === y.pattern
    );
  });
}
