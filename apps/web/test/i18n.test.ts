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
  // a value may carry a format: {{label, lowerFirst}}
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort()
    : [];
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

describe('i18next', () => {
  it('serves the console catalogue and the contracts catalogue in every language of the list', async () => {
    const { LANGS } = await import('@chelian/contracts/i18n');
    const { catalogues, initI18n } = await import('../src/i18n');
    expect(Object.keys(catalogues)).toEqual(LANGS);
    const i18n = await initI18n('en-US');
    await i18n.loadNamespaces('shared');
    await i18n.loadLanguages([...LANGS]);
    for (const lang of LANGS) {
      expect(i18n.hasResourceBundle(lang, 'translation'), lang).toBe(true);
      expect(i18n.hasResourceBundle(lang, 'shared'), lang).toBe(true);
    }
  });

  it('interpolates and counts', async () => {
    const { initI18n } = await import('../src/i18n');
    const i18n = await initI18n('en-US');
    await i18n.loadNamespaces('shared');
    const en = i18n.getFixedT('en-US', ['translation', 'shared']);
    expect(en('shared:screens.lock.added', { count: 1 })).toBe('1 vehicle added');
    expect(en('shared:screens.lock.added', { count: 3 })).toBe('3 vehicles added');
    expect(en('shared:screens.qbTask.added', { count: 2, sent: 1 })).toBe('2 vehicles linked, 1 sent');
    expect(en('shared:lock.import.imported', { count: 1 })).toBe('1 vehicle imported');
    expect(en('shared:screens.adjust.boundTo', { vin: 'LSVAX' })).toBe('On LSVAX');
    const zh = i18n.getFixedT('zh-CN', ['translation', 'shared']);
    expect(zh('shared:lock.import.imported', { count: 5 })).toBe('已导入 5 辆车');
    expect(zh('shared:vehicle.fields.vin')).toBe('车架号(VIN)');
  });

  it('counts rows in English and lowers a label inside a sentence, not an acronym', async () => {
    const { initI18n } = await import('../src/i18n');
    const i18n = await initI18n('en-US');
    const en = i18n.getFixedT('en-US');
    expect(en('fit.previewReady', { count: 1 })).toBe('1 row, valid and ready to import');
    expect(en('fit.previewReady', { count: 2 })).toBe('2 rows, all valid and ready to import');
    expect(en('engine.confirmDelete', { count: 1 })).toBe('Delete 1 selected row?');
    expect(en('validation.enter', { label: 'Role name' })).toBe('Enter the role name');
    expect(en('validation.enter', { label: 'VIN' })).toBe('Enter the VIN');
    expect(en('validation.select', { label: 'SIM card' })).toBe('Select the SIM card');
    const zh = i18n.getFixedT('zh-CN');
    expect(zh('fit.previewReady', { count: 1 })).toBe('共 1 行，全部可导入');
    expect(zh('validation.enter', { label: '角色名称' })).toBe('请输入角色名称');
  });
});
