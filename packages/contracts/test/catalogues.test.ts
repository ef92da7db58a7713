import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS, pickLanguage, text, textsOf, type CatalogueOf } from '../src/i18n';
import { zhCN } from '../src/locales';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string | Tree> {
  const out = new Map<string, string | Tree>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value, path).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
}

function placeholders(value: unknown): string[] {
  return typeof value === 'string'
    ? [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort()
    : [];
}

const base = leaves(zhCN);

// The runtime mirror of `CatalogueOf<typeof zhCN>`: the same keys everywhere, each a text.
describe.each(LANGS.filter((lang) => lang !== 'zh-CN'))('catalogue %s', (lang) => {
  const catalogue = leaves(CATALOGUES[lang] as Tree);

  it('has every key of zh-CN, each a non-empty text', () => {
    for (const key of base.keys()) {
      expect(typeof catalogue.get(key), `${lang} ${key}`).toBe('string');
      expect(String(catalogue.get(key)).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('has no key zh-CN lacks', () => {
    expect([...catalogue.keys()].filter((key) => !base.has(key))).toEqual([]);
  });

  it('keeps the placeholders of zh-CN', () => {
    for (const [key, value] of base)
      expect(placeholders(catalogue.get(key)), key).toEqual(placeholders(value));
  });
});

describe('text', () => {
  it('gives a key in every language of the catalogue list', () => {
    expect(text('vehicle.fields.vin')).toEqual({
      'zh-CN': zhCN.vehicle.fields.vin,
      'en-US': CATALOGUES['en-US'].vehicle.fields.vin,
      'zh-TW': CATALOGUES['zh-TW'].vehicle.fields.vin,
    });
    expect(Object.keys(text('vehicle.fields.vin'))).toEqual(LANGS);
  });

  it('builds each key once', () => {
    expect(text('system.common.name')).toBe(text('system.common.name'));
  });

  it('takes a fourth language from one more catalogue in the list', () => {
    const mark = (tree: Tree): Tree =>
      Object.fromEntries(
        Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? `fr:${v}` : mark(v)]),
      );
    const frFR = mark(zhCN) as CatalogueOf<typeof zhCN>;
    const text4 = textsOf({ ...CATALOGUES, 'fr-FR': frFR });
    const label = text4('vehicle.fields.vin');
    expect(Object.keys(label)).toEqual([...LANGS, 'fr-FR']);
    expect(label['fr-FR']).toBe(`fr:${zhCN.vehicle.fields.vin}`);
    expect(label['en-US']).toBe(text('vehicle.fields.vin')['en-US']);
  });
});

describe('pickLanguage', () => {
  it('reads Accept-Language by weight, region and script', () => {
    expect(pickLanguage(undefined)).toBe('zh-CN');
    expect(pickLanguage('en-GB,en;q=0.9')).toBe('en-US');
    expect(pickLanguage('zh-HK')).toBe('zh-TW');
    expect(pickLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(pickLanguage('zh-SG')).toBe('zh-CN');
    expect(pickLanguage('fr;q=0.9,zh-TW;q=0.5')).toBe('zh-TW');
    expect(pickLanguage('fr')).toBe('zh-CN');
  });
});
