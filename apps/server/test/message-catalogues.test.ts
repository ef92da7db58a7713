import { describe, expect, it } from 'vitest';
import { LANGS } from '@chelian/contracts';
import { registerMessages, translate, type MessageKey } from '../src/platform/messages';
import { catalogues, text } from '../src/platform/locales';
import { adjustMessages } from '../src/domains/adjust/messages';
import { controlMessages } from '../src/domains/control/messages';
import { filingMessages } from '../src/domains/filing/messages';
import { neVehicleMessages } from '../src/domains/ne-vehicle/messages';

/** Every text of a catalogue by its dotted key. */
const textsOf = (node: object, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : textsOf(value as object, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The base key a plural form stands for: LOGIN_FAILED_LEFT_one -> LOGIN_FAILED_LEFT_other. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many)$/, '_other');

const CATALOGUES = {
  platform: catalogues,
  adjust: adjustMessages,
  control: controlMessages,
  filing: filingMessages,
  'ne-vehicle': neVehicleMessages,
};

describe('server message catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s: every language has every key of zh-CN, with the same placeholders',
    (_, byLang) => {
      const base = new Map(textsOf(byLang['zh-CN']));
      for (const lang of LANGS) {
        const texts = new Map(textsOf(byLang[lang]));
        expect(
          [...base.keys()].filter((key) => !texts.has(key)),
          lang,
        ).toEqual([]);
        // beyond the base, a language may only add plural forms of its `_other` texts
        expect(
          [...texts.keys()].filter((key) => !base.has(baseKey(key))),
          lang,
        ).toEqual([]);
        for (const [key, value] of texts)
          expect(placeholders(value), `${lang} ${key}`).toEqual(placeholders(base.get(baseKey(key))!));
      }
    },
  );

  it('fills {{x}} placeholders, unescaped since the texts go out as JSON', () => {
    expect(translate('zh-CN', 'FORBIDDEN', { permission: 'vehicle/add' })).toBe(
      '没有权限执行该操作（vehicle/add）',
    );
    expect(translate('en-US', 'FIELD_RANGE', { field: 'Speed', min: 0, max: 220 })).toBe(
      'Speed must be between 0 and 220',
    );
    expect(translate('en-US', 'SIGNAL_UNKNOWN', { signal: '<a & "b">' })).toBe('Unknown signal: <a & "b">');
  });

  it('picks the plural form of the language from count', () => {
    expect(translate('en-US', 'LOGIN_FAILED_LEFT', { count: 1 })).toBe(
      'Wrong user name or password; 1 more failure will lock the account',
    );
    expect(translate('en-US', 'LOGIN_FAILED_LEFT', { count: 2 })).toBe(
      'Wrong user name or password; 2 more failures will lock the account',
    );
    expect(translate('zh-CN', 'LOGIN_FAILED_LEFT', { count: 1 })).toBe(
      '用户名或密码错误，再错 1 次账号将被锁定',
    );
    expect(translate('zh-TW', 'TOO_MANY_ATTEMPTS', { count: 1 })).toBe('嘗試次數過多，請 1 分鐘後再試');
    // a count that is not plural-keyed is just a value
    expect(translate('en-US', 'IMPORT_TOO_MANY', { max: 500, count: 501 })).toBe(
      'An import has at most 500 rows; this file has 501',
    );
  });

  it('knows the messages of the domains once their plugins bring them', () => {
    for (const messages of [adjustMessages, controlMessages, filingMessages, neVehicleMessages])
      registerMessages(messages);
    for (const lang of LANGS) expect(translate(lang, 'ADJUST_ROW')).toBe(adjustMessages[lang].ADJUST_ROW);
    expect(translate('zh-TW', 'CONTROL_VEHICLE_UNKNOWN', { vin: 'LNBSCU3H5JR000001' })).toBe(
      '車輛 LNBSCU3H5JR000001 不存在或無權存取',
    );
  });

  it('adds a registered catalogue to those already known', () => {
    registerMessages({
      'zh-CN': { PROBE_ADDED: '已添加 {{name}}' },
      'en-US': { PROBE_ADDED: 'Added {{name}}' },
      'zh-TW': { PROBE_ADDED: '已新增 {{name}}' },
    });
    const probe = 'PROBE_ADDED' as MessageKey;
    expect(translate('en-US', probe, { name: 'x' })).toBe('Added x');
    expect(translate('zh-TW', probe, { name: 'x' })).toBe('已新增 x');
    expect(translate('en-US', 'NOT_FOUND')).toBe('The record does not exist or you cannot access it');
  });

  it('falls back to zh-CN for a missing text and to the code for an unknown one', () => {
    registerMessages({ 'zh-CN': { PROBE_CHINESE_ONLY: '仅中文' }, 'en-US': {}, 'zh-TW': {} });
    expect(translate('en-US', 'PROBE_CHINESE_ONLY' as MessageKey)).toBe('仅中文');
    expect(translate('en-US', 'NO_SUCH_CODE' as MessageKey)).toBe('NO_SUCH_CODE');
  });

  it('gives a dictionary label in every language', () => {
    expect(text('dictionaries.sex.MALE')).toEqual({ 'zh-CN': '男', 'en-US': 'Male', 'zh-TW': '男' });
    expect(text('dictionaries.lang.zh-TW')).toEqual({
      'zh-CN': '繁体中文',
      'en-US': 'Traditional Chinese',
      'zh-TW': '繁體中文',
    });
  });
});
