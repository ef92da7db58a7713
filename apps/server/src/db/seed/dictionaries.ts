import type { LocalizedText } from '@chelian/contracts';
import { ARCHIVE_DICTIONARIES } from './archive-dictionaries';
import { NE_VEHICLE_DICTIONARIES } from './ne-vehicle-dictionaries';
import { TERMINAL_DICTIONARIES } from '../../domains/terminal/dictionaries';
import { ADJUST_DICTIONARIES } from '../../domains/adjust/dictionaries';
import { CONTROL_DICTIONARIES } from '../../domains/control/dictionaries';
import { FILING_DICTIONARIES } from '../../domains/filing/dictionaries';

type Items = [code: string, name: LocalizedText][];
const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Dictionaries the platform ships with; domains add theirs as they arrive. */
export const DICTIONARIES: { code: string; name: string; items: Items; category?: string }[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['MALE', t('男', 'Male', '男')],
      ['FEMALE', t('女', 'Female', '女')],
      ['UNKNOWN', t('未知', 'Unknown', '未知')],
    ],
  },
  {
    code: 'userType',
    name: '用户类型',
    items: [
      ['ADMIN', t('平台管理员', 'Platform administrator', '平台管理員')],
      ['TENANT', t('租户用户', 'Tenant user', '租戶使用者')],
      ['DEALER', t('经销商', 'Dealer', '經銷商')],
      ['KEYACCOUNT', t('大客户', 'Key account', '大客戶')],
      ['SERVICE', t('服务商', 'Service provider', '服務商')],
      ['ENGINE', t('主机厂', 'Manufacturer', '主機廠')],
      ['SUPPLIER', t('供应商', 'Supplier', '供應商')],
    ],
  },
  {
    code: 'userStatus',
    name: '用户状态',
    items: [
      ['NORMAL', t('正常', 'Normal', '正常')],
      ['LOCKED', t('锁定', 'Locked', '鎖定')],
    ],
  },
  {
    code: 'menuType',
    name: '菜单类型',
    items: [
      ['MENU', t('目录', 'Menu', '目錄')],
      ['SUB_MENU', t('菜单', 'Sub-menu', '選單')],
      ['BUTTON', t('按钮', 'Button', '按鈕')],
    ],
  },
  {
    code: 'orgType',
    name: '组织类型',
    items: [
      ['COMPANY', t('公司', 'Company', '公司')],
      ['DEPARTMENT', t('部门', 'Department', '部門')],
      ['DEALER', t('经销商', 'Dealer', '經銷商')],
      ['KEYACCOUNT', t('大客户', 'Key account', '大客戶')],
      ['SERVICE', t('服务商', 'Service provider', '服務商')],
    ],
  },
  {
    code: 'pushBizType',
    name: '通知业务类型',
    items: [
      ['GB', t('国标报警', 'GB alarm', '國標警報')],
      ['ES', t('故障车辆', 'Faulty vehicle', '故障車輛')],
      ['OTAFAIL', t('远程升级失败', 'OTA failure', '遠端升級失敗')],
      ['CGTERMINAL', t('终端变更', 'Terminal change', '終端變更')],
      ['CGANGEHOST', t('车辆销售变更', 'Sale change', '車輛銷售變更')],
      ['DEALERAREA', t('围栏通知', 'Fence notice', '圍籬通知')],
      ['ERRORMSG', t('终端异常', 'Terminal anomaly', '終端異常')],
      ['APP_FENCE', t('APP 围栏', 'App fence', 'APP 圍籬')],
      ['APP_VE_UPGRADE', t('APP 车辆升级', 'App vehicle upgrade', 'APP 車輛升級')],
      ['APP_VE_LOGIN', t('APP 车辆登录', 'App vehicle login', 'APP 車輛登入')],
      ['APP_VE_MAIN', t('APP 保养提醒', 'App maintenance', 'APP 保養提醒')],
      ['SYSTEM', t('系统通知', 'System notice', '系統通知')],
    ],
  },
  {
    code: 'yesNo',
    name: '是否',
    items: [
      ['1', t('是', 'Yes', '是')],
      ['0', t('否', 'No', '否')],
    ],
  },
  { code: 'pushChannel', name: '推送渠道', items: [['WEB', t('网页', 'Web', '網頁')]] },

  {
    code: 'commonStatus',
    name: '启用状态',
    category: 'system',
    items: [
      ['NORMAL', t('正常', 'Enabled', '正常')],
      ['LOCKED', t('停用', 'Disabled', '停用')],
    ],
  },
  {
    code: 'roleType',
    name: '角色类型',
    category: 'system',
    items: [
      ['NORMAL', t('普通角色', 'Regular role', '一般角色')],
      ['SYSTEM', t('系统角色', 'System role', '系統角色')],
    ],
  },
  {
    code: 'appType',
    name: '应用类型',
    category: 'system',
    items: [
      ['WEB', t('网页端', 'Web', '網頁端')],
      ['ANDROID', t('安卓', 'Android', 'Android')],
      ['IOS', t('苹果', 'iOS', 'iOS')],
      ['MINIAPP', t('小程序', 'Mini program', '小程式')],
      ['OPENAPI', t('开放接口', 'Open API', '開放介面')],
    ],
  },
  {
    code: 'filingUsage',
    name: '备案用途',
    category: 'business',
    items: [
      ['NATIONAL', t('国家平台', 'National platform', '國家平台')],
      ['LOCAL', t('地方平台', 'Local platform', '地方平台')],
      ['ENTERPRISE', t('企业平台', 'Enterprise platform', '企業平台')],
    ],
  },
  {
    code: 'areaLevel',
    name: '区划层级',
    category: 'system',
    items: [
      ['1', t('省级', 'Province', '省級')],
      ['2', t('地级', 'City', '地級')],
      ['3', t('县级', 'District', '縣級')],
    ],
  },
  {
    code: 'manufacturerType',
    name: '厂商类型',
    category: 'business',
    items: [
      ['VEHICLE', t('整车厂', 'Vehicle maker', '整車廠')],
      ['TERMINAL', t('终端厂商', 'Terminal maker', '終端廠商')],
      ['BATTERY', t('电池厂商', 'Battery maker', '電池廠商')],
      ['MOTOR', t('电机厂商', 'Motor maker', '馬達廠商')],
      ['CHIP', t('芯片厂商', 'Chip maker', '晶片廠商')],
      ['OTHER', t('其他', 'Other', '其他')],
    ],
  },
  {
    code: 'certType',
    name: '证书类型',
    category: 'business',
    items: [
      ['ROOT', t('根证书', 'Root certificate', '根憑證')],
      ['PLATFORM', t('平台证书', 'Platform certificate', '平台憑證')],
      ['TERMINAL', t('终端证书', 'Terminal certificate', '終端憑證')],
    ],
  },
  {
    code: 'certAlgorithm',
    name: '加密算法',
    category: 'business',
    items: [
      ['SM2', t('SM2 国密', 'SM2', 'SM2 國密')],
      ['RSA', t('RSA', 'RSA', 'RSA')],
      ['ECC', t('ECC', 'ECC', 'ECC')],
    ],
  },
  {
    code: 'reportCategory',
    name: '报表分类',
    category: 'business',
    items: [
      ['VEHICLE', t('车辆报表', 'Vehicle', '車輛報表')],
      ['ALARM', t('报警报表', 'Alarm', '警報報表')],
      ['ENERGY', t('能耗报表', 'Energy', '能耗報表')],
      ['OPERATION', t('运营报表', 'Operation', '營運報表')],
    ],
  },
  {
    code: 'reportPeriod',
    name: '统计周期',
    category: 'business',
    items: [
      ['DAY', t('日', 'Daily', '日')],
      ['WEEK', t('周', 'Weekly', '週')],
      ['MONTH', t('月', 'Monthly', '月')],
      ['YEAR', t('年', 'Yearly', '年')],
    ],
  },
  {
    code: 'pushWay',
    name: '通知方式',
    category: 'business',
    items: [
      ['WEB', t('站内消息', 'In-app message', '站內訊息')],
      ['SMS', t('短信', 'SMS', '簡訊')],
      ['MAIL', t('邮件', 'Email', '郵件')],
    ],
  },
  {
    code: 'logLevel',
    name: '日志级别',
    category: 'system',
    items: [
      ['WARN', t('警告', 'Warning', '警告')],
      ['ERROR', t('错误', 'Error', '錯誤')],
      ['FATAL', t('严重', 'Fatal', '嚴重')],
    ],
  },
  {
    code: 'themeAttr',
    name: '主题属性',
    category: 'system',
    items: [
      ['colorPrimary', t('主色', 'Primary colour', '主色')],
      ['algorithm', t('配色算法', 'Colour algorithm', '配色演算法')],
      ['borderRadius', t('圆角', 'Border radius', '圓角')],
      ['siderTheme', t('侧边栏风格', 'Side menu style', '側邊欄風格')],
      ['fontSize', t('字号', 'Font size', '字級')],
      ['colorBgLayout', t('背景色', 'Background colour', '背景色')],
    ],
  },
  {
    code: 'lang',
    name: '语言',
    category: 'system',
    items: [
      ['zh-CN', t('简体中文', 'Simplified Chinese', '簡體中文')],
      ['en-US', t('英语', 'English', '英語')],
      ['zh-TW', t('繁体中文', 'Traditional Chinese', '繁體中文')],
    ],
  },
  ...ARCHIVE_DICTIONARIES,
  ...NE_VEHICLE_DICTIONARIES,
  ...TERMINAL_DICTIONARIES,
  ...CONTROL_DICTIONARIES,
  ...ADJUST_DICTIONARIES,
  ...FILING_DICTIONARIES,
];

/** Categories of dictionaries (the dictionary types screen). */
export const DICTIONARY_CATEGORIES: { code: string; name: string; sequence: number; description: string }[] =
  [
    { code: 'system', name: '系统字典', sequence: 10, description: '系统管理使用的字典' },
    { code: 'business', name: '业务字典', sequence: 20, description: '车辆、终端、通知等业务使用的字典' },
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
