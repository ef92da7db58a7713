import type { FastifyInstance } from 'fastify';
import { EPOCH_MS_MAX } from '@chelian/contracts';
import { AppError } from './errors';
import { translate } from './messages';

/** Deeper than any body the API takes (a tree of 6 levels is the deepest): walked no further. */
const MAX_DEPTH = 12;

/** The path of the first string (value or key) holding a NUL character, or null. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value == null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.replace(/\u0000/g, '\\u0000');
    const found = nulPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Names that carry a time in epoch ms throughout the API: startTime, createTime, beginDate, createdAt, createdAtStart. */
const TIME_KEY = /(?:[Tt]ime|[Dd]ate|At)(?:Start|End)?$/;
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

const outOfRange = (value: unknown): boolean => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMERIC.test(value.trim())
        ? Number(value)
        : null;
  return n !== null && (!Number.isFinite(n) || Math.abs(n) > EPOCH_MS_MAX);
};

/**
 * The path of the first time-named value beyond any sane epoch ms (1e20, Infinity), or null.
 * new Date(1e20) is an invalid date that fails deep in the driver; refused here it names its field.
 */
export function badTimePath(value: unknown, path = '', depth = 0): string | null {
  if (value == null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (TIME_KEY.test(key) && (Array.isArray(item) ? item.some(outOfRange) : outOfRange(item))) return at;
    const found = badTimePath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A NUL character is refused in every string of a body, query or path, before any route sees it:
 * PostgreSQL cannot store one in text (the insert fails with "invalid byte sequence", a 500), and
 * no field of the API has a use for it. Likewise a time beyond 2200 (EPOCH_MS_MAX). The answer
 * names the field, as a schema refusal does.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const nul = nulPath(part);
      if (nul) throw refusal(request.lang, 'FIELD_NUL', nul);
      const time = badTimePath(part);
      if (time) throw refusal(request.lang, 'FIELD_OUT_OF_RANGE', time);
    }
  });
}

function refusal(
  lang: Parameters<typeof translate>[0],
  key: 'FIELD_NUL' | 'FIELD_OUT_OF_RANGE',
  field: string,
): AppError {
  const message = translate(lang, key, { field });
  return new AppError(400, 'VALIDATION', { detail: message }, { [field]: message });
}
