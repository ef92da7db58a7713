import { defineResourceSpec } from '../../resource';
import { L, PATTERNS, sequenceField, statusField, t } from './common';

/** The menu tree (spec 002 section 3): MENU groups, SUB_MENU screens and BUTTON permissions; NORMAL or LOCKED. */
export const menuSpec = defineResourceSpec({
  name: 'menu',
  module: 'menu',
  service: 'system-svc',
  base: 'menus/V1.0',
  title: t('菜单', 'Menus', '選單'),
  optionLabel: 'name',
  scope: 'global',
  tree: { parentKey: 'parentId' },
  defaultSort: { key: 'sequence', order: 'asc' },
  fields: {
    name: {
      label: t('菜单名称', 'Menu name', '選單名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    nameEnUS: { label: t('英文名称', 'English name', '英文名稱'), type: 'text', max: 100, list: false },
    nameZhTW: {
      label: t('繁体名称', 'Traditional Chinese name', '繁體名稱'),
      type: 'text',
      max: 100,
      list: false,
    },
    code: {
      label: t('菜单编码', 'Menu code', '選單編碼'),
      type: 'text',
      required: true,
      max: 120,
      search: 'prefix',
      unique: true,
    },
    menuType: {
      label: t('菜单类型', 'Menu type', '選單類型'),
      type: 'dict',
      dict: 'menuType',
      required: true,
      search: 'eq',
    },
    parentId: { label: t('上级菜单', 'Parent menu', '上層選單'), type: 'ref', ref: 'menu', tree: true },
    permission: {
      label: t('权限标识', 'Permission', '權限標識'),
      type: 'text',
      max: 120,
      search: 'prefix',
      pattern: {
        source: '^[\\w-]+/[\\w-]+$',
        message: t(
          '格式为 模块/操作，如 user/create',
          'Written module/action, e.g. user/create',
          '格式為 模組/操作，如 user/create',
        ),
      },
    },
    route: { label: t('路由地址', 'Route', '路由位址'), type: 'text', max: 200 },
    component: { label: t('组件', 'Component', '元件'), type: 'text', max: 120, list: false },
    redirect: { label: t('重定向', 'Redirect', '重新導向'), type: 'text', max: 200, list: false },
    icon: { label: t('图标', 'Icon', '圖示'), type: 'text', max: 64 },
    sequence: sequenceField,
    hidden: { label: t('隐藏', 'Hidden', '隱藏'), type: 'boolean', default: false },
    keepAlive: {
      label: t('页面缓存', 'Keep alive', '頁面快取'),
      type: 'boolean',
      default: false,
      list: false,
    },
    externalLink: {
      label: t('外部链接', 'External link', '外部連結'),
      type: 'text',
      max: 500,
      pattern: PATTERNS.url,
      list: false,
    },
    status: { ...statusField, label: L.status },
  },
  actions: [
    {
      key: 'locale/scan',
      label: t('扫描菜单多语言', 'Scan menu translations', '掃描選單多語系'),
      method: 'POST',
      path: 'scanLanguages',
      selection: 'none',
    },
  ],
});
