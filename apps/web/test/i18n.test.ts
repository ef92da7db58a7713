import { describe, expect, it } from 'vitest';
import { zhCN } from '../src/i18n/zh-CN';
import { enUS } from '../src/i18n/en-US';
import { zhTW } from '../src/i18n/zh-TW';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value, path).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort() : [];
}

const source = leaves(zhCN as Tree);

describe.each([
  ['en-US', enUS],
  ['zh-TW', zhTW],
])('catalogue %s', (_name, catalogue) => {
  const target = leaves(catalogue as Tree);

  it('has every key of zh-CN, non-empty', () => {
    for (const key of source.keys()) {
      expect(target.has(key), `missing ${key}`).toBe(true);
      const value = target.get(key);
      expect(typeof value, `${key} is not text`).toBe('string');
      expect((value as string).trim().length, `${key} is empty`).toBeGreaterThan(0);
    }
  });

  it('has no keys beyond zh-CN', () => {
    const extras = [...target.keys()].filter((key) => !source.has(key));
    expect(extras).toEqual([]);
  });

  it('keeps the interpolation placeholders of zh-CN', () => {
    for (const [key, value] of source)
      expect(placeholders(target.get(key)), key).toEqual(placeholders(value));
  });
});

describe('zh-CN', () => {
  it('has no empty texts', () => {
    for (const [key, value] of source) expect(String(value).trim().length, key).toBeGreaterThan(0);
  });
});
