import type { ReactNode } from 'react';
import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { relationBase } from '@chelian/contracts/resource';
import { maskText } from '@chelian/contracts/values';
import { fileLink } from '../api/attachments';
import { formatTime } from '../utils/format';
import type { ColumnDef, Row } from './types';

export interface CellContext {
  t: TFunction;
  dictLabel(code: string, value: unknown): string | undefined;
  /** whether the caller holds a permission (masked fields show in clear with it) */
  can(permission: string): boolean;
}

const DATE_FORMATS: Record<string, string> = { year: 'YYYY', month: 'YYYY-MM' };

/** A date is the tenant's day of the instant, as its exports write it. */
const formatDate = (value: unknown, type?: string): string =>
  formatTime(value as number | string | null | undefined, DATE_FORMATS[type ?? ''] ?? 'YYYY-MM-DD');

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

function idOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Label of a dict or enum value; an enum value its field does not declare gives null (an error cell). */
function choiceLabel(column: ColumnDef, value: unknown, ctx: CellContext): string | null {
  const field = column.field;
  const code = field?.dict ?? (column.kind === 'enum' ? column.key : undefined);
  const label = code ? ctx.dictLabel(code, value) : undefined;
  if (column.kind === 'enum' && field?.values && !field.values.includes(String(value))) return null;
  return label ?? String(value);
}

/** One table cell of a column kind. */
export function renderCell(column: ColumnDef, value: unknown, row: Row, ctx: CellContext): ReactNode {
  if (column.render) return column.render(value, row);
  const base = relationBase(column.key);
  switch (column.kind) {
    case 'time':
    case 'datetime':
      return formatTime(value as number);
    case 'date':
      return formatDate(value, column.field?.type);
    case 'enum':
    case 'dict': {
      if (value === null || value === undefined || value === '') return '';
      const values = Array.isArray(value) ? value : [value];
      const labels = values.map((v) => choiceLabel(column, v, ctx));
      if (labels.some((label) => label === null))
        return (
          <Tag color="error" data-cell-error="enum" title={ctx.t('engine.unknownValue')}>
            {text(value)}
          </Tag>
        );
      return labels.join(', ');
    }
    case 'tag': {
      const labels = row[`${base}Labels`] ?? row[`${base}Label`] ?? value;
      if (labels === null || labels === undefined || labels === '') return '';
      const list = Array.isArray(labels) ? labels : [labels];
      return list.map((label, i) => <Tag key={`${i}-${String(label)}`}>{text(label)}</Tag>);
    }
    case 'image': {
      // the signed link the server put beside the id (<field>Path): no token in the URL
      const src = idOf(value) ? fileLink(row[`${base}Path`]) : null;
      if (!src) return '';
      return (
        <a href={src} target="_blank" rel="noopener noreferrer">
          <img
            src={src}
            alt={text(row[`${base}Name`] ?? '')}
            style={{ height: 32, maxWidth: 96, objectFit: 'contain' }}
            loading="lazy"
          />
        </a>
      );
    }
    case 'file': {
      const href = idOf(value) ? fileLink(row[`${base}Path`]) : null;
      if (!href) return '';
      const name = text(row[`${base}Name`] ?? '') || ctx.t('engine.download');
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" download={name}>
          {name}
        </a>
      );
    }
    case 'link':
      return value ? (
        <Button
          type="link"
          size="small"
          onClick={() => window.open(String(value), '_blank', 'noopener,noreferrer')}
        >
          {text(value)}
        </Button>
      ) : (
        ''
      );
    case 'infoHide':
      return column.masked && ctx.can(column.masked) ? text(value) : maskText(text(value));
    case 'boolean':
      if (value === null || value === undefined) return '';
      return value === true || value === 'true' || value === 1 ? ctx.t('engine.yes') : ctx.t('engine.no');
    case 'area':
      return text(row[`${column.key}Label`] ?? value);
    case 'color':
      return value ? (
        <span>
          <span
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              marginRight: 6,
              verticalAlign: 'middle',
              background: String(value),
              border: '1px solid #d9d9d9',
            }}
          />
          {text(value)}
        </span>
      ) : (
        ''
      );
    default:
      return text(value);
  }
}
