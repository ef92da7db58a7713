import { useMemo, type ReactNode } from 'react';
import { Descriptions, Form, theme, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { relationBase, type OptionItem } from '@chelian/contracts/resource';
import { useCan } from '../hooks/useCan';
import { renderCell, type CellContext } from './cells';
import { useDictionaryLabels, useOptionItems } from './options';
import { cellKind } from './schema';
import { localize } from './text';
import type { ColumnDef, FieldState, FormItemDef, Row, Values } from './types';

/** What an empty value reads as: a dash, never an input's "please select" prompt. */
export const EMPTY_VALUE = '—';
/** Labels keep one width so the values of both columns line up. */
const LABEL_WIDTH = 140;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A record to read, not to edit: the fields of the detail mode as a bordered description list,
 * choices by their labels as the table shows them, a divider of the form starting a titled group.
 */
export function DetailView({
  defs,
  states,
  record,
  scope,
  module,
  values,
}: {
  defs: readonly FormItemDef[];
  states: Record<string, FieldState>;
  record: Row;
  scope: string;
  /** the resource's module: a masked field shows in clear with its permission there */
  module: string;
  /** the record as form values: a screen's own input (a map) may read the other fields through the form */
  values: Values;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const can = useCan();
  const dictLabel = useDictionaryLabels();
  const ctx = useMemo<CellContext>(
    () => ({ t, dictLabel, can: (permission) => can(module, permission) }),
    [t, dictLabel, can, module],
  );

  // a divider of the form starts a group of its own with the divider's label as title
  const groups: { title?: string; defs: FormItemDef[] }[] = [{ defs: [] }];
  for (const def of defs) {
    if (states[def.key]?.visible === false) continue;
    if (def.widget === 'divider') groups.push({ title: localize(def.label), defs: [] });
    else if (def.widget !== 'alert' && def.widget !== 'password') groups[groups.length - 1]!.defs.push(def);
  }

  return (
    <Form component={false} initialValues={values}>
      <div data-testid={`${scope}-detail-view`}>
        {groups
          .filter((group) => group.defs.length)
          .map((group, i) => {
            const items: DescriptionsProps['items'] = group.defs.map((def) => ({
              key: def.key,
              label: localize(def.label),
              // a wide form field (a remark, a text) takes the whole row
              span: def.span >= 24 && (def.widget === 'textarea' || def.widget === 'richtext') ? 2 : 1,
              children: (
                <span data-testid={`${scope}-detail-${def.key}`}>
                  <DetailValue def={def} record={record} ctx={ctx} />
                </span>
              ),
            }));
            return (
              <Descriptions
                key={group.title ?? i}
                title={group.title}
                bordered
                size="small"
                column={2}
                items={items}
                style={{ marginBottom: 16 }}
                styles={{
                  label: { width: LABEL_WIDTH, color: token.colorTextSecondary },
                  content: { color: token.colorText, wordBreak: 'break-word' },
                }}
              />
            );
          })}
      </div>
    </Form>
  );
}

/** One value as text: choices by label, times formatted, files as links, secrets masked. */
function DetailValue({ def, record, ctx }: { def: FormItemDef; record: Row; ctx: CellContext }) {
  const value = record[def.key];
  if (def.widget === 'custom' && def.input) {
    const base = relationBase(def.key);
    const carried = record[`${base}Labels`] ?? record[`${base}Label`];
    if (!isEmpty(carried)) return <>{Array.isArray(carried) ? carried.join(', ') : String(carried)}</>;
    return <>{def.input({ value, disabled: true })}</>;
  }
  if (def.options && def.options.kind !== 'dict' && def.options.kind !== 'boolean' && !def.field?.masked)
    return <ChoiceValue def={def} record={record} />;
  if (def.widget === 'richtext' || def.widget === 'textarea')
    return isEmpty(value) ? EMPTY_VALUE : <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
  const column: ColumnDef = {
    key: def.key,
    field: def.field,
    kind: def.widget === 'switch' ? 'boolean' : cellKind(def.key, def.field),
    title: def.label,
    width: 0,
    sortable: false,
    masked: def.field?.masked,
  };
  const shown: ReactNode = isEmpty(value) ? '' : renderCell(column, value, record, ctx);
  return <>{shown === '' || shown === null || shown === undefined ? EMPTY_VALUE : shown}</>;
}

/** A value picked from another resource or a list: the labels the record carries, else its options'. */
function ChoiceValue({ def, record }: { def: FormItemDef; record: Row }) {
  const value = record[def.key];
  const base = relationBase(def.key);
  const carried = record[`${base}Labels`] ?? record[`${base}Label`];
  const needsOptions = isEmpty(carried) && !isEmpty(value);
  const { items } = useOptionItems(needsOptions ? def.options : undefined);
  if (isEmpty(value)) return <>{EMPTY_VALUE}</>;
  if (!isEmpty(carried)) return <>{Array.isArray(carried) ? carried.join(', ') : String(carried)}</>;
  const labels = labelMap(items);
  const values = Array.isArray(value) ? value : [value];
  return <>{values.map((one) => labels.get(String(one)) ?? String(one)).join(', ')}</>;
}

function labelMap(items: readonly OptionItem[], into = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    into.set(String(item.id), item.label);
    if (item.children) labelMap(item.children, into);
  }
  return into;
}
