import type { LocalizedText } from '@chelian/contracts';
import { text } from '../locales';
import { ARCHIVE_DICTIONARIES } from './archive-dictionaries';
import { NE_VEHICLE_DICTIONARIES } from './ne-vehicle-dictionaries';

type Items = [code: string, name: LocalizedText][];

/** A dictionary as the code ships it: items with their labels, kept in step at every start. */
export interface Dictionary {
  code: string;
  /** the dictionaries screen's name; stored in zh-CN, the other languages as translations (dictNameCode) */
  name: LocalizedText;
  items: Items;
  /** the dictionary types screen's category */
  category?: string;
}

/** Dictionaries of the platform; each domain plugin brings its own beside them. */
export const DICTIONARIES: Dictionary[] = [
  {
    code: 'sex',
    name: { 'zh-CN': '性别', 'en-US': 'Gender', 'zh-TW': '性別' },
    items: [
      ['MALE', text('dictionaries.sex.MALE')],
      ['FEMALE', text('dictionaries.sex.FEMALE')],
      ['UNKNOWN', text('dictionaries.sex.UNKNOWN')],
    ],
  },
  {
    code: 'userType',
    name: { 'zh-CN': '用户类型', 'en-US': 'User type', 'zh-TW': '使用者類型' },
    items: [
      ['ADMIN', text('dictionaries.userType.ADMIN')],
      ['TENANT', text('dictionaries.userType.TENANT')],
      ['DEALER', text('dictionaries.userType.DEALER')],
      ['KEYACCOUNT', text('dictionaries.userType.KEYACCOUNT')],
      ['SERVICE', text('dictionaries.userType.SERVICE')],
      ['ENGINE', text('dictionaries.userType.ENGINE')],
      ['SUPPLIER', text('dictionaries.userType.SUPPLIER')],
    ],
  },
  {
    code: 'userStatus',
    name: { 'zh-CN': '用户状态', 'en-US': 'User status', 'zh-TW': '使用者狀態' },
    items: [
      ['NORMAL', text('dictionaries.userStatus.NORMAL')],
      ['LOCKED', text('dictionaries.userStatus.LOCKED')],
    ],
  },
  {
    code: 'menuType',
    name: { 'zh-CN': '菜单类型', 'en-US': 'Menu type', 'zh-TW': '選單類型' },
    items: [
      ['MENU', text('dictionaries.menuType.MENU')],
      ['SUB_MENU', text('dictionaries.menuType.SUB_MENU')],
      ['BUTTON', text('dictionaries.menuType.BUTTON')],
    ],
  },
  {
    code: 'orgType',
    name: { 'zh-CN': '组织类型', 'en-US': 'Organization type', 'zh-TW': '組織類型' },
    items: [
      ['COMPANY', text('dictionaries.orgType.COMPANY')],
      ['DEPARTMENT', text('dictionaries.orgType.DEPARTMENT')],
      ['DEALER', text('dictionaries.orgType.DEALER')],
      ['KEYACCOUNT', text('dictionaries.orgType.KEYACCOUNT')],
      ['SERVICE', text('dictionaries.orgType.SERVICE')],
    ],
  },
  {
    code: 'pushBizType',
    name: { 'zh-CN': '通知业务类型', 'en-US': 'Notice business type', 'zh-TW': '通知業務類型' },
    items: [
      ['GB', text('dictionaries.pushBizType.GB')],
      ['ES', text('dictionaries.pushBizType.ES')],
      ['OTAFAIL', text('dictionaries.pushBizType.OTAFAIL')],
      ['CGTERMINAL', text('dictionaries.pushBizType.CGTERMINAL')],
      ['CGANGEHOST', text('dictionaries.pushBizType.CGANGEHOST')],
      ['DEALERAREA', text('dictionaries.pushBizType.DEALERAREA')],
      ['ERRORMSG', text('dictionaries.pushBizType.ERRORMSG')],
      ['APP_FENCE', text('dictionaries.pushBizType.APP_FENCE')],
      ['APP_VE_UPGRADE', text('dictionaries.pushBizType.APP_VE_UPGRADE')],
      ['APP_VE_LOGIN', text('dictionaries.pushBizType.APP_VE_LOGIN')],
      ['APP_VE_MAIN', text('dictionaries.pushBizType.APP_VE_MAIN')],
      ['SYSTEM', text('dictionaries.pushBizType.SYSTEM')],
    ],
  },
  {
    code: 'yesNo',
    name: { 'zh-CN': '是否', 'en-US': 'Yes / no', 'zh-TW': '是否' },
    items: [
      ['1', text('dictionaries.yesNo.1')],
      ['0', text('dictionaries.yesNo.0')],
    ],
  },
  {
    code: 'pushChannel',
    name: { 'zh-CN': '推送渠道', 'en-US': 'Push channel', 'zh-TW': '推送管道' },
    items: [['WEB', text('dictionaries.pushChannel.WEB')]],
  },

  {
    code: 'commonStatus',
    name: { 'zh-CN': '启用状态', 'en-US': 'Enabled status', 'zh-TW': '啟用狀態' },
    category: 'system',
    items: [
      ['NORMAL', text('dictionaries.commonStatus.NORMAL')],
      ['LOCKED', text('dictionaries.commonStatus.LOCKED')],
    ],
  },
  {
    code: 'roleType',
    name: { 'zh-CN': '角色类型', 'en-US': 'Role type', 'zh-TW': '角色類型' },
    category: 'system',
    items: [
      ['NORMAL', text('dictionaries.roleType.NORMAL')],
      ['SYSTEM', text('dictionaries.roleType.SYSTEM')],
    ],
  },
  {
    code: 'appType',
    name: { 'zh-CN': '应用类型', 'en-US': 'App type', 'zh-TW': '應用類型' },
    category: 'system',
    items: [
      ['WEB', text('dictionaries.appType.WEB')],
      ['ANDROID', text('dictionaries.appType.ANDROID')],
      ['IOS', text('dictionaries.appType.IOS')],
      ['MINIAPP', text('dictionaries.appType.MINIAPP')],
      ['OPENAPI', text('dictionaries.appType.OPENAPI')],
    ],
  },
  {
    code: 'filingUsage',
    name: { 'zh-CN': '备案用途', 'en-US': 'Filing purpose', 'zh-TW': '備案用途' },
    category: 'business',
    items: [
      ['NATIONAL', text('dictionaries.filingUsage.NATIONAL')],
      ['LOCAL', text('dictionaries.filingUsage.LOCAL')],
      ['ENTERPRISE', text('dictionaries.filingUsage.ENTERPRISE')],
    ],
  },
  {
    code: 'areaLevel',
    name: { 'zh-CN': '区划层级', 'en-US': 'Area level', 'zh-TW': '區劃層級' },
    category: 'system',
    items: [
      ['1', text('dictionaries.areaLevel.1')],
      ['2', text('dictionaries.areaLevel.2')],
      ['3', text('dictionaries.areaLevel.3')],
    ],
  },
  {
    code: 'manufacturerType',
    name: { 'zh-CN': '厂商类型', 'en-US': 'Manufacturer type', 'zh-TW': '廠商類型' },
    category: 'business',
    items: [
      ['VEHICLE', text('dictionaries.manufacturerType.VEHICLE')],
      ['TERMINAL', text('dictionaries.manufacturerType.TERMINAL')],
      ['BATTERY', text('dictionaries.manufacturerType.BATTERY')],
      ['MOTOR', text('dictionaries.manufacturerType.MOTOR')],
      ['CHIP', text('dictionaries.manufacturerType.CHIP')],
      ['OTHER', text('dictionaries.manufacturerType.OTHER')],
    ],
  },
  {
    code: 'certType',
    name: { 'zh-CN': '证书类型', 'en-US': 'Certificate type', 'zh-TW': '憑證類型' },
    category: 'business',
    items: [
      ['ROOT', text('dictionaries.certType.ROOT')],
      ['PLATFORM', text('dictionaries.certType.PLATFORM')],
      ['TERMINAL', text('dictionaries.certType.TERMINAL')],
    ],
  },
  {
    code: 'certAlgorithm',
    name: { 'zh-CN': '加密算法', 'en-US': 'Encryption algorithm', 'zh-TW': '加密演算法' },
    category: 'business',
    items: [
      ['SM2', text('dictionaries.certAlgorithm.SM2')],
      ['RSA', text('dictionaries.certAlgorithm.RSA')],
      ['ECC', text('dictionaries.certAlgorithm.ECC')],
    ],
  },
  {
    code: 'reportCategory',
    name: { 'zh-CN': '报表分类', 'en-US': 'Report category', 'zh-TW': '報表分類' },
    category: 'business',
    items: [
      ['VEHICLE', text('dictionaries.reportCategory.VEHICLE')],
      ['ALARM', text('dictionaries.reportCategory.ALARM')],
      ['ENERGY', text('dictionaries.reportCategory.ENERGY')],
      ['OPERATION', text('dictionaries.reportCategory.OPERATION')],
    ],
  },
  {
    code: 'reportPeriod',
    name: { 'zh-CN': '统计周期', 'en-US': 'Statistics period', 'zh-TW': '統計週期' },
    category: 'business',
    items: [
      ['DAY', text('dictionaries.reportPeriod.DAY')],
      ['WEEK', text('dictionaries.reportPeriod.WEEK')],
      ['MONTH', text('dictionaries.reportPeriod.MONTH')],
      ['YEAR', text('dictionaries.reportPeriod.YEAR')],
    ],
  },
  {
    code: 'pushWay',
    name: { 'zh-CN': '通知方式', 'en-US': 'Notice method', 'zh-TW': '通知方式' },
    category: 'business',
    items: [
      ['WEB', text('dictionaries.pushWay.WEB')],
      ['SMS', text('dictionaries.pushWay.SMS')],
      ['MAIL', text('dictionaries.pushWay.MAIL')],
    ],
  },
  {
    code: 'logLevel',
    name: { 'zh-CN': '日志级别', 'en-US': 'Log level', 'zh-TW': '日誌級別' },
    category: 'system',
    items: [
      ['WARN', text('dictionaries.logLevel.WARN')],
      ['ERROR', text('dictionaries.logLevel.ERROR')],
      ['FATAL', text('dictionaries.logLevel.FATAL')],
    ],
  },
  {
    code: 'themeAttr',
    name: { 'zh-CN': '主题属性', 'en-US': 'Theme attribute', 'zh-TW': '主題屬性' },
    category: 'system',
    items: [
      ['colorPrimary', text('dictionaries.themeAttr.colorPrimary')],
      ['algorithm', text('dictionaries.themeAttr.algorithm')],
      ['borderRadius', text('dictionaries.themeAttr.borderRadius')],
      ['siderTheme', text('dictionaries.themeAttr.siderTheme')],
      ['fontSize', text('dictionaries.themeAttr.fontSize')],
      ['colorBgLayout', text('dictionaries.themeAttr.colorBgLayout')],
    ],
  },
  {
    code: 'lang',
    name: { 'zh-CN': '语言', 'en-US': 'Language', 'zh-TW': '語言' },
    category: 'system',
    items: [
      ['zh-CN', text('dictionaries.lang.zh-CN')],
      ['en-US', text('dictionaries.lang.en-US')],
      ['zh-TW', text('dictionaries.lang.zh-TW')],
    ],
  },
  ...ARCHIVE_DICTIONARIES,
  ...NE_VEHICLE_DICTIONARIES,
];

/** Categories of dictionaries (the dictionary types screen). */
export const DICTIONARY_CATEGORIES: {
  code: string;
  name: LocalizedText;
  sequence: number;
  description: LocalizedText;
}[] = [
  {
    code: 'system',
    name: { 'zh-CN': '系统字典', 'en-US': 'System dictionaries', 'zh-TW': '系統字典' },
    sequence: 10,
    description: {
      'zh-CN': '系统管理使用的字典',
      'en-US': 'Dictionaries of system administration',
      'zh-TW': '系統管理使用的字典',
    },
  },
  {
    code: 'business',
    name: { 'zh-CN': '业务字典', 'en-US': 'Business dictionaries', 'zh-TW': '業務字典' },
    sequence: 20,
    description: {
      'zh-CN': '车辆、终端、通知等业务使用的字典',
      'en-US': 'Dictionaries of vehicles, terminals, notices and other business',
      'zh-TW': '車輛、終端、通知等業務使用的字典',
    },
  },
];

/** Dictionaries of the foundation that predate categories. */
export const FOUNDATION_CATEGORY: Record<string, string> = {
  sex: 'system',
  userType: 'system',
  userStatus: 'system',
  menuType: 'system',
  orgType: 'system',
  pushBizType: 'business',
  yesNo: 'system',
  pushChannel: 'business',
};
