import './setup';
import { beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { md5 } from 'js-md5';
import { defineResourceSpec } from '@chelian/contracts/resource';
import { maskText } from '@chelian/contracts/values';
import { userSpec } from '@chelian/contracts/resources/system/user';
import { organisationSpec } from '@chelian/contracts/resources/system/organisation';
import { businessLogSpec } from '@chelian/contracts/resources/system/logs';
import { vehicleSpec } from '@chelian/contracts/resources/vehicle/vehicle';
import { i18n, initI18n } from '../src/i18n';
import { sessionStore } from '../src/state/session';
import { fileNameOf } from '../src/api/download';
import { toPageResult } from '../src/engine/api';
import { renderCell, type CellContext } from '../src/engine/cells';
import { applyColumnPrefs, columnPrefsKey, moveKey } from '../src/engine/columnPrefs';
import { formItemRules, patternMessage, placeholderOf, resolveState, searchRules } from '../src/engine/rules';
import { cellKind, columnDefs, foldLayout, formDefs, guessTimeKind, searchDefs } from '../src/engine/schema';
import type { FormItemDef, Values } from '../src/engine/types';
import {
  areaPath,
  isEmptyValue,
  toFormValues,
  toNumberOrNull,
  toSearchPayload,
  toSubmitBody,
} from '../src/engine/values';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key as never, options as never) as unknown as string;

beforeAll(async () => {
  await initI18n('zh-CN');
  // a tenant on the runner's own clock: these are the conversions themselves; a tenant in another
  // zone than the browser's is timeZone.test.ts's
  sessionStore.set({
    user: { tenant: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } } as never,
  });
});

const l = (text: string) => ({ 'zh-CN': text, 'en-US': text, 'zh-TW': text });

/** A declaration with every kind the conversion rules touch. */
const spec = defineResourceSpec({
  name: 'sample',
  module: 'sample',
  service: 'system-svc',
  base: 'samples/V1.0',
  title: l('样例'),
  optionLabel: 'name',
  fields: {
    name: {
      label: { 'zh-CN': '名称', 'en-US': 'Name', 'zh-TW': '名稱' },
      type: 'text',
      required: true,
      search: 'like',
      pattern: { source: '^[a-z]+$' },
    },
    count: { label: l('数量'), type: 'integer', min: 0, max: 10, search: { op: 'range' } },
    price: { label: l('价格'), type: 'number' },
    secret: { label: l('密码'), type: 'password', form: 'create' },
    token: { label: l('口令'), type: 'password', form: 'create' },
    tags: { label: l('标签'), type: 'dict', dict: 'tag', multiple: true, search: 'in' },
    kind: { label: l('类型'), type: 'enum', values: ['A', 'B'], search: 'eq' },
    day: { label: l('日期'), type: 'date', search: 'range' },
    at: { label: l('时间'), type: 'datetime', search: 'eq' },
    year: { label: l('年份'), type: 'year', search: 'eq' },
    roleIds: { label: l('角色'), type: 'refs', ref: 'role' },
    orgId: { label: l('组织'), type: 'ref', ref: 'organisation', tree: true, search: 'eq' },
    enabled: { label: l('启用'), type: 'boolean', search: 'eq' },
    region: { label: l('地区'), type: 'area' },
    color: { label: l('颜色'), type: 'color' },
    logoFileId: { label: l('图标'), type: 'image' },
    phone: { label: l('手机'), type: 'text', masked: 'sample/unmask' },
    secretNote: { label: l('机密'), type: 'text', auth: 'sample/secret' },
    state: { label: l('状态'), type: 'text', form: 'readonly' },
  },
});

function defsFor(
  mode: 'create' | 'update' = 'create',
  extras: Parameters<typeof formDefs>[3] = [],
): FormItemDef[] {
  return formDefs(spec, mode, { token: { hash: false } }, extras);
}

describe('search form folding', () => {
  it('folds after 4 fields of the default width', () => {
    expect(foldLayout([6, 6, 6, 6])).toEqual({ foldable: false, collapsedCount: 4 });
    expect(foldLayout([6, 6, 6, 6, 6])).toEqual({ foldable: true, collapsedCount: 4 });
  });
  it('folds when the widths pass 44 units, showing the leading fields within 44', () => {
    expect(foldLayout([12, 12, 12, 12])).toEqual({ foldable: true, collapsedCount: 3 });
    expect(foldLayout([24, 24])).toEqual({ foldable: true, collapsedCount: 1 });
    expect(foldLayout([20, 24])).toEqual({ foldable: false, collapsedCount: 2 });
  });
  it('gives each field width 6 unless declared, and ranges an a&b name', () => {
    const defs = searchDefs(spec);
    expect(defs.every((def) => def.width === 6)).toBe(true);
    const byKey = Object.fromEntries(defs.map((def) => [def.key, def]));
    expect(byKey.day!.name).toBe('dayStart&dayEnd');
    expect(byKey.day!.input).toBe('daterange');
    expect(byKey.count!.input).toBe('numberRange');
    expect(byKey.tags!.input).toBe('multiSelect');
    expect(byKey.kind!.input).toBe('select');
    expect(byKey.at!.input).toBe('datetime');
    expect(byKey.year!.input).toBe('year');
    expect(byKey.orgId!.input).toBe('treeSelect');
    expect(byKey.enabled!.input).toBe('select');
    expect(byKey.name!.input).toBe('text');
    expect(searchDefs(spec, { name: { searchInput: 'autocomplete', searchWidth: 12 } })[0]).toMatchObject({
      input: 'autocomplete',
      width: 12,
    });
  });
});

describe('column and form schemas', () => {
  it("takes layout hints from the console's own table, under a screen's overrides", () => {
    const vin = columnDefs(vehicleSpec).find((c) => c.key === 'vin')!;
    expect(vin).toMatchObject({ fixed: 'left', width: 190 });
    expect(searchDefs(vehicleSpec).find((d) => d.key === 'vin')!.input).toBe('autocomplete');
    expect(columnDefs(userSpec).find((c) => c.key === 'userName')).toMatchObject({
      fixed: 'left',
      width: 140,
    });
    const log = Object.fromEntries(searchDefs(businessLogSpec).map((d) => [d.key, d.input]));
    expect(log).toMatchObject({ module: 'select', action: 'select' });
    // a screen's override wins over the hint; a resource without hints keeps its type's input
    expect(columnDefs(vehicleSpec, { vin: { width: 240 } }).find((c) => c.key === 'vin')!.width).toBe(240);
    expect(searchDefs(organisationSpec).every((d) => d.input !== 'autocomplete')).toBe(true);
  });

  it('guesses time and date from the key, tag for a source without a label', () => {
    expect(guessTimeKind('createTime')).toBe('time');
    expect(guessTimeKind('expireDate')).toBe('date');
    expect(guessTimeKind('name')).toBeNull();
    expect(cellKind('loginTime')).toBe('time');
    expect(cellKind('birthDate')).toBe('date');
    expect(cellKind('other', undefined, { options: [] })).toBe('tag');
    expect(cellKind('other')).toBe('text');
  });
  it('maps declared types to cells', () => {
    const kinds = Object.fromEntries(columnDefs(spec).map((c) => [c.key, c.kind]));
    expect(kinds).toMatchObject({
      tags: 'dict',
      kind: 'enum',
      day: 'date',
      at: 'datetime',
      roleIds: 'tag',
      orgId: 'tag',
      phone: 'infoHide',
      logoFileId: 'image',
      enabled: 'boolean',
      region: 'area',
    });
    expect(kinds.secret).toBeUndefined();
  });
  it('takes the form fields of the mode', () => {
    const create = defsFor('create').map((d) => d.key);
    const update = defsFor('update').map((d) => d.key);
    expect(create).toContain('secret');
    expect(update).not.toContain('secret');
    expect(create).not.toContain('state');
    expect(update).toContain('state');
    expect(defsFor('update').find((d) => d.key === 'state')!.state.readonly).toBe(true);
    expect(formDefs(userSpec, 'create').find((d) => d.key === 'orgId')!.widget).toBe('treeSelect');
    expect(formDefs(organisationSpec, 'create').find((d) => d.key === 'province')!.widget).toBe('area');
  });
});

describe('value conversion before submit', () => {
  const base: Values = {
    name: ' abc ',
    count: '7',
    price: 'x',
    tags: 'red',
    roleIds: [1, 2],
    enabled: 'true',
  };

  it('makes text strings, numbers numbers or null, multi-selects arrays', () => {
    const body = toSubmitBody(defsFor(), { ...base, name: 12 }, { mode: 'create' }) as Values;
    expect(body.name).toBe('12');
    expect(body.count).toBe(7);
    expect(body.price).toBeNull();
    expect(body.tags).toEqual(['red']);
    expect(body.roleIds).toEqual([1, 2]);
    expect(body.enabled).toBe(true);
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull(' 3.5 ')).toBe(3.5);
    expect(toNumberOrNull('1e3')).toBe(1000);
    expect(toNumberOrNull(true)).toBeNull();
    expect((toSubmitBody(defsFor(), { ...base, tags: null }, { mode: 'create' }) as Values).tags).toEqual([]);
  });

  it('turns times into epoch milliseconds; zero, negative or unparsable become null', () => {
    const day = dayjs('2026-03-04T00:00:00Z');
    const body = toSubmitBody(
      defsFor(),
      { ...base, day, at: 1700000000000, year: 'not a time' },
      { mode: 'create' },
    ) as Values;
    expect(body.day).toBe(day.valueOf());
    expect(body.at).toBe(1700000000000);
    expect(body.year).toBeNull();
    expect((toSubmitBody(defsFor(), { ...base, at: 0 }, { mode: 'create' }) as Values).at).toBeNull();
    expect((toSubmitBody(defsFor(), { ...base, at: -5 }, { mode: 'create' }) as Values).at).toBeNull();
    expect(
      (toSubmitBody(defsFor(), { ...base, at: '2026-01-02T03:04:05Z' }, { mode: 'create' }) as Values).at,
    ).toBe(Date.parse('2026-01-02T03:04:05Z'));
  });

  it('splits a&b range keys into start and end, and guesses time conversion from the key', () => {
    const extras = [
      { key: 'validFrom&validTo', widget: 'daterange' as const },
      { key: 'lastSeenTime', widget: 'datetime' as const },
    ];
    const a = dayjs(1700000000000);
    const b = dayjs(1700086400000);
    const body = toSubmitBody(
      defsFor('create', extras),
      { ...base, 'validFrom&validTo': [a, b], lastSeenTime: '1700000000000' },
      { mode: 'create' },
    ) as Values;
    expect(body.validFrom).toBe(1700000000000);
    expect(body.validTo).toBe(1700086400000);
    expect('validFrom&validTo' in body).toBe(false);
    expect(body.lastSeenTime).toBe(1700000000000);
    const empty = toSubmitBody(
      defsFor('create', extras),
      { ...base, 'validFrom&validTo': ',' },
      { mode: 'create' },
    ) as Values;
    expect(empty.validFrom).toBeNull();
    expect(empty.validTo).toBeNull();
  });

  it('hashes passwords with MD5 unless the field opts out; an empty password is not sent', () => {
    const body = toSubmitBody(
      defsFor(),
      { ...base, secret: 'Pass@1234', token: 'plain' },
      { mode: 'create' },
    ) as Values;
    expect(body.secret).toBe(md5('Pass@1234'));
    expect(body.token).toBe('plain');
    const empty = toSubmitBody(defsFor(), { ...base, secret: '' }, { mode: 'create' }) as Values;
    expect('secret' in empty).toBe(false);
  });

  it('keeps areas as the last code of the cascader and colours as hex', () => {
    const body = toSubmitBody(
      defsFor(),
      { ...base, region: ['110000', '110100', '110105'], color: { toHexString: () => '#aabbcc' } },
      { mode: 'create' },
    ) as Values;
    expect(body.region).toBe('110105');
    expect(body.color).toBe('#aabbcc');
    expect(areaPath('110105')).toEqual(['110000', '110100', '110105']);
    expect(areaPath('110100')).toEqual(['110000', '110100']);
    expect(areaPath('440000')).toEqual(['440000']);
  });

  it('sends only the form fields; read-only and hidden items stay out; update carries the id', () => {
    const initial = { id: 9, name: 'old', state: 'X', logoFileId: 5 };
    const states = Object.fromEntries(defsFor('update').map((d) => [d.key, resolveState(d, {}, 'update')]));
    states.price = { ...states.price!, visible: false };
    const body = toSubmitBody(
      defsFor('update'),
      { ...base, state: 'Y', logoFileId: 5, unknown: 1 },
      { mode: 'update', initial, states },
    ) as Values;
    expect(body.id).toBe(9);
    expect('state' in body).toBe(false);
    expect('price' in body).toBe(false);
    expect('unknown' in body).toBe(false);
    // an unchanged file field is left out of an update
    expect('logoFileId' in body).toBe(false);
    const changed = toSubmitBody(
      defsFor('update'),
      { ...base, logoFileId: 6 },
      { mode: 'update', initial, states },
    ) as Values;
    expect(changed.logoFileId).toBe(6);
  });

  it('uses multipart when a file is chosen, skipping null values; unchanged files are dropped on update', () => {
    const defs = formDefs(spec, 'create', { logoFileId: { multipart: true } });
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = toSubmitBody(defs, { ...base, logoFileId: file, price: 'x' }, { mode: 'create' });
    expect(form).toBeInstanceOf(FormData);
    const data = form as FormData;
    expect((data.get('logoFileId') as File).name).toBe('logo.png');
    expect(data.get('name')).toBe('abc');
    expect(data.has('price')).toBe(false);
    expect(data.getAll('roleIds')).toEqual(['1', '2']);
    const update = toSubmitBody(
      formDefs(spec, 'update', { logoFileId: { multipart: true } }),
      { ...base, logoFileId: 5 },
      { mode: 'update', initial: { id: 1, logoFileId: 5 } },
    );
    expect(update).not.toBeInstanceOf(FormData);
    expect('logoFileId' in (update as Values)).toBe(false);
  });

  it('adds the fixed values of the screen', () => {
    const body = toSubmitBody(defsFor(), base, { mode: 'create', fixed: { typeCode: 'sex' } }) as Values;
    expect(body.typeCode).toBe('sex');
  });

  it('reads records back into form values', () => {
    const values = toFormValues(defsFor('update'), {
      day: 1700000000000,
      region: '110105',
      roleIds: null,
      name: 'n',
    });
    expect(dayjs.isDayjs(values.day)).toBe(true);
    expect((values.day as dayjs.Dayjs).valueOf()).toBe(1700000000000);
    expect(values.region).toEqual(['110000', '110100', '110105']);
    expect(values.roleIds).toEqual([]);
  });

  it('builds the page body: timestamps, whole-day ranges split into start and end, empty fields left out', () => {
    const defs = searchDefs(spec);
    const from = dayjs('2026-03-01T10:00:00');
    const to = dayjs('2026-03-02T10:00:00');
    const payload = toSearchPayload(defs, {
      name: '  ab ',
      'dayStart&dayEnd': [from, to],
      'countStart&countEnd': [1, null],
      at: dayjs(1700000000000),
      tags: ['a', 'b'],
      kind: undefined,
      orgId: '',
    });
    expect(payload).toEqual({
      name: 'ab',
      dayStart: from.startOf('day').valueOf(),
      dayEnd: to.endOf('day').valueOf(),
      countStart: 1,
      at: 1700000000000,
      tags: ['a', 'b'],
    });
    expect(isEmptyValue(',')).toBe(true);
    expect(isEmptyValue([null, null])).toBe(true);
    expect(isEmptyValue([0])).toBe(false);
  });
});

describe('validation messages in three languages', () => {
  const nameDef = () => defsFor().find((d) => d.key === 'name')!;
  async function messages(lang: string) {
    await i18n.changeLanguage(lang);
    const def = nameDef();
    const rules = formItemRules(i18n.t, def, resolveState(def, {}, 'create'));
    const run = async (value: unknown) => {
      const errors: string[] = [];
      for (const rule of rules) {
        const validator = (rule as { validator?: (r: unknown, v: unknown) => Promise<void> }).validator;
        if (!validator) continue;
        await validator(rule, value).catch((e: Error) => errors.push(e.message));
      }
      return errors;
    };
    const search = searchRules(i18n.t, { ...searchDefs(spec)[0]!, required: true, pattern: '^\\d+$' });
    const searchErrors: string[] = [];
    for (const rule of search)
      await (rule as { validator: (r: unknown, v: unknown) => Promise<void> })
        .validator(rule, 'x')
        .catch((e: Error) => searchErrors.push(e.message));
    return {
      empty: await run(''),
      wrong: await run('ABC'),
      search: searchErrors,
      enter: placeholderOf(i18n.t, 'text', 'X'),
      select: placeholderOf(i18n.t, 'select', 'X'),
    };
  }
  it('zh-CN', async () => {
    expect(await messages('zh-CN')).toEqual({
      empty: ['名称不能为空'],
      wrong: ['名称格式错误'],
      search: ['名称格式错误'],
      enter: '请输入X',
      select: '请选择X',
    });
  });
  it('en-US', async () => {
    expect(await messages('en-US')).toEqual({
      empty: ['Name cannot be empty'],
      wrong: ['Name format is wrong'],
      search: ['Name format error'],
      enter: 'Enter the X',
      select: 'Select the X',
    });
  });
  it('zh-TW', async () => {
    expect(await messages('zh-TW')).toEqual({
      empty: ['名稱不能為空'],
      wrong: ['名稱格式錯誤'],
      search: ['名稱格式錯誤'],
      enter: '請輸入X',
      select: '請選擇X',
    });
    await i18n.changeLanguage('zh-CN');
  });
  it('prefers the field’s own pattern message', () => {
    expect(
      patternMessage(t as never, 'x', {
        'zh-CN': '请输入 11 位手机号码',
        'en-US': 'eleven digits',
        'zh-TW': '11',
      }),
    ).toBe('请输入 11 位手机号码');
  });
});

describe('run-time rules', () => {
  it('re-evaluates readonly, required, visible and pattern; a null answer keeps the old setting', () => {
    const [def] = formDefs(spec, 'create', {
      name: {
        required: (values) => (values.kind === 'A' ? true : values.kind === 'B' ? false : null),
        visible: (values) => (values.enabled === false ? false : null),
        pattern: (values) => (values.kind === 'A' ? '^A' : null),
        readonly: (values) => (values.lock ? true : null),
      },
    });
    let state = resolveState(def!, {}, 'create');
    expect(state).toEqual({ readonly: false, required: false, visible: true, pattern: null });
    state = resolveState(def!, { kind: 'A' }, 'create', state);
    expect(state).toEqual({ readonly: false, required: true, visible: true, pattern: '^A' });
    // nothing decides now: the old settings stay
    state = resolveState(def!, { kind: 'C' }, 'create', state);
    expect(state).toEqual({ readonly: false, required: true, visible: true, pattern: '^A' });
    state = resolveState(def!, { kind: 'B', enabled: false, lock: 1 }, 'create', state);
    expect(state).toEqual({ readonly: true, required: false, visible: false, pattern: '^A' });
    expect(resolveState(def!, {}, 'view').readonly).toBe(true);
  });
});

describe('cells', () => {
  const ctx = (granted: string[] = []): CellContext => ({
    t: i18n.t,
    dictLabel: (code, value) =>
      code === 'tag' && value === 'red' ? '红色' : code === 'kind' && value === 'A' ? '甲' : undefined,
    can: (permission) => granted.includes(permission),
  });
  const column = (key: string) => columnDefs(spec).find((c) => c.key === key)!;
  const text = (node: unknown): string => {
    if (node === null || node === undefined || typeof node === 'boolean') return '';
    if (typeof node === 'string' || typeof node === 'number') return String(node);
    if (Array.isArray(node)) return node.map(text).join('|');
    return text((node as { props?: { children?: unknown } }).props?.children);
  };
  it('masks info-hide cells without the permission (maskText of contracts)', () => {
    expect(renderCell(column('phone'), '13800001234', {}, ctx())).toBe('1*********4');
    expect(renderCell(column('phone'), '13800001234', {}, ctx(['sample/unmask']))).toBe('13800001234');
    expect(maskText('a')).toBe('*');
    expect(maskText('ab')).toBe('a*');
  });
  it('labels dict and enum values; an enum value its field lacks is an error cell', () => {
    expect(renderCell(column('tags'), ['red', 'blue'], {}, ctx())).toBe('红色, blue');
    expect(renderCell(column('kind'), 'A', {}, ctx())).toBe('甲');
    const bad = renderCell(column('kind'), 'Z', {}, ctx()) as { props: Record<string, unknown> };
    expect(bad.props['data-cell-error']).toBe('enum');
  });
  it('shows refs by the labels the read adds, times and dates formatted, booleans as yes/no', () => {
    expect(text(renderCell(column('roleIds'), [1, 2], { roleLabels: ['管理员', '运营'] }, ctx()))).toBe(
      '管理员|运营',
    );
    expect(text(renderCell(column('orgId'), 3, { orgLabel: '总部' }, ctx()))).toBe('总部');
    expect(renderCell(column('day'), dayjs('2026-03-04T12:00:00').valueOf(), {}, ctx())).toBe('2026-03-04');
    expect(renderCell(column('year'), dayjs('2026-03-04T12:00:00').valueOf(), {}, ctx())).toBe('2026');
    expect(renderCell(column('at'), dayjs('2026-03-04T12:05:06').valueOf(), {}, ctx())).toBe(
      '2026-03-04 12:05:06',
    );
    expect(renderCell(column('enabled'), false, {}, ctx())).toBe('否');
  });
});

describe('column settings, files and pages', () => {
  it('keys the settings by user and module and orders columns by them', () => {
    expect(columnPrefsKey(7, 'user')).toBe('chelian.columns.7.user');
    const columns = [{ key: 'a' }, { key: 'b' }, { key: 'c' }, { key: 'd' }];
    const { ordered, visible } = applyColumnPrefs(columns, { order: ['c', 'a', 'b'], hidden: ['a'] });
    expect(ordered.map((c) => c.key)).toEqual(['c', 'a', 'b', 'd']);
    expect(visible.map((c) => c.key)).toEqual(['c', 'b', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });
  it('names downloads from Content-Disposition, else name_<ms>.xlsx', () => {
    expect(
      fileNameOf(
        `attachment; filename="users_1.xlsx"; filename*=UTF-8''${encodeURIComponent('用户_1.xlsx')}`,
        'x',
      ),
    ).toBe('用户_1.xlsx');
    expect(fileNameOf('attachment; filename="plain.xlsx"', 'x')).toBe('plain.xlsx');
    expect(fileNameOf(null, '用户')).toMatch(/^用户_\d{13}\.xlsx$/);
  });
  it('reads list answers with items or as a bare array', () => {
    expect(toPageResult({ items: [{ id: 1 }], total: 30, current: 2 })).toEqual({
      items: [{ id: 1 }],
      total: 30,
      current: 2,
      totalExact: true,
    });
    expect(toPageResult([{ id: 1 }, { id: 2 }])).toMatchObject({ total: 2, current: 1 });
    expect(toPageResult({ items: [], total: 10001, current: 1, totalExact: false }).totalExact).toBe(false);
  });
});
