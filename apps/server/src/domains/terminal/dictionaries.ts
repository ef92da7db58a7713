import type { LocalizedText } from '@chelian/contracts';
import { text } from '../../platform/locales';

/** Dictionaries of the terminal domain (its status codes and constants), synced with the others at start. */
export const TERMINAL_DICTIONARIES: {
  code: string;
  name: LocalizedText;
  category: string;
  items: [code: string, name: LocalizedText][];
}[] = [
  {
    code: 'terminalChainType',
    name: { 'zh-CN': '终端链路类型', 'en-US': 'Terminal link type', 'zh-TW': '終端鏈路類型' },
    category: 'business',
    items: [
      ['GB4', text('dictionaries.terminalChainType.GB4')],
      ['GB6', text('dictionaries.terminalChainType.GB6')],
      ['GB32960', text('dictionaries.terminalChainType.GB32960')],
      ['CUSTOM', text('dictionaries.terminalChainType.CUSTOM')],
    ],
  },
  {
    code: 'simStatus',
    name: { 'zh-CN': 'SIM 卡状态', 'en-US': 'SIM card status', 'zh-TW': 'SIM 卡狀態' },
    category: 'business',
    items: [
      ['0', text('dictionaries.simStatus.0')],
      ['1', text('dictionaries.simStatus.1')],
      ['2', text('dictionaries.simStatus.2')],
      ['3', text('dictionaries.simStatus.3')],
      ['4', text('dictionaries.simStatus.4')],
      ['5', text('dictionaries.simStatus.5')],
      ['6', text('dictionaries.simStatus.6')],
      ['7', text('dictionaries.simStatus.7')],
      ['8', text('dictionaries.simStatus.8')],
      ['9', text('dictionaries.simStatus.9')],
    ],
  },
  {
    code: 'simOperator',
    name: { 'zh-CN': 'SIM 卡运营商', 'en-US': 'SIM card carrier', 'zh-TW': 'SIM 卡電信業者' },
    category: 'business',
    items: [
      ['CMCC', text('dictionaries.simOperator.CMCC')],
      ['CUCC', text('dictionaries.simOperator.CUCC')],
      ['CTCC', text('dictionaries.simOperator.CTCC')],
    ],
  },
  {
    code: 'simCardCategory',
    name: { 'zh-CN': 'SIM 卡类别', 'en-US': 'SIM card category', 'zh-TW': 'SIM 卡類別' },
    category: 'business',
    items: [
      ['M2M', text('dictionaries.simCardCategory.M2M')],
      ['CONSUMER', text('dictionaries.simCardCategory.CONSUMER')],
      ['ESIM', text('dictionaries.simCardCategory.ESIM')],
    ],
  },
  {
    code: 'chipType',
    name: { 'zh-CN': '芯片类型', 'en-US': 'Chip type', 'zh-TW': '晶片類型' },
    category: 'business',
    items: [
      ['SE', text('dictionaries.chipType.SE')],
      ['MCU', text('dictionaries.chipType.MCU')],
      ['MODEM', text('dictionaries.chipType.MODEM')],
    ],
  },
  {
    code: 'protocolDirection',
    name: { 'zh-CN': '指令方向', 'en-US': 'Command direction', 'zh-TW': '指令方向' },
    category: 'business',
    items: [
      ['UP', text('dictionaries.protocolDirection.UP')],
      ['DOWN', text('dictionaries.protocolDirection.DOWN')],
    ],
  },
  {
    code: 'functionDataType',
    name: { 'zh-CN': '功能字段数据类型', 'en-US': 'Function field data type', 'zh-TW': '功能欄位資料類型' },
    category: 'business',
    items: [
      ['NUMBER', text('dictionaries.functionDataType.NUMBER')],
      ['STRING', text('dictionaries.functionDataType.STRING')],
      ['BOOLEAN', text('dictionaries.functionDataType.BOOLEAN')],
      ['ENUM', text('dictionaries.functionDataType.ENUM')],
    ],
  },
  {
    code: 'installResult',
    name: { 'zh-CN': '安装结果', 'en-US': 'Installation result', 'zh-TW': '安裝結果' },
    category: 'business',
    items: [
      ['SUCCESS', text('dictionaries.installResult.SUCCESS')],
      ['FAILED', text('dictionaries.installResult.FAILED')],
    ],
  },
  {
    code: 'productionApplyStatus',
    name: { 'zh-CN': '生产申请状态', 'en-US': 'Production request status', 'zh-TW': '生產申請狀態' },
    category: 'business',
    items: [
      ['APPLIED', text('dictionaries.productionApplyStatus.APPLIED')],
      ['APPROVED', text('dictionaries.productionApplyStatus.APPROVED')],
      ['REJECTED', text('dictionaries.productionApplyStatus.REJECTED')],
      ['PRODUCED', text('dictionaries.productionApplyStatus.PRODUCED')],
    ],
  },
  {
    code: 'productionTestResult',
    name: { 'zh-CN': '产测结果', 'en-US': 'Production test result', 'zh-TW': '產測結果' },
    category: 'business',
    items: [
      ['PASS', text('dictionaries.productionTestResult.PASS')],
      ['FAIL', text('dictionaries.productionTestResult.FAIL')],
    ],
  },
  {
    code: 'cronJob',
    name: { 'zh-CN': '定时任务', 'en-US': 'Scheduled job', 'zh-TW': '排程任務' },
    category: 'business',
    items: [['VEHICLE_SERVICE_EXPIRE', text('dictionaries.cronJob.VEHICLE_SERVICE_EXPIRE')]],
  },
  {
    code: 'cronJobStatus',
    name: { 'zh-CN': '定时任务结果', 'en-US': 'Scheduled job result', 'zh-TW': '排程任務結果' },
    category: 'business',
    items: [
      ['SUCCESS', text('dictionaries.cronJobStatus.SUCCESS')],
      ['FAILED', text('dictionaries.cronJobStatus.FAILED')],
    ],
  },
  {
    code: 'cronJobTrigger',
    name: { 'zh-CN': '定时任务触发方式', 'en-US': 'Scheduled job trigger', 'zh-TW': '排程任務觸發方式' },
    category: 'business',
    items: [
      ['SCHEDULE', text('dictionaries.cronJobTrigger.SCHEDULE')],
      ['MANUAL', text('dictionaries.cronJobTrigger.MANUAL')],
    ],
  },
  {
    code: 'terminalCheckResult',
    name: { 'zh-CN': '终端检查结果', 'en-US': 'Terminal check result', 'zh-TW': '終端檢查結果' },
    category: 'business',
    items: [
      ['FAULT', text('dictionaries.terminalCheckResult.FAULT')],
      ['WARNING', text('dictionaries.terminalCheckResult.WARNING')],
      ['NORMAL', text('dictionaries.terminalCheckResult.NORMAL')],
    ],
  },
  {
    code: 'loginAbnormalType',
    name: { 'zh-CN': '异常登录类型', 'en-US': 'Abnormal login type', 'zh-TW': '異常登入類型' },
    category: 'business',
    items: [
      ['UNBOUND', text('dictionaries.loginAbnormalType.UNBOUND')],
      ['SIM_OF_OTHER_TERMINAL', text('dictionaries.loginAbnormalType.SIM_OF_OTHER_TERMINAL')],
      ['SIM_UNASSIGNED', text('dictionaries.loginAbnormalType.SIM_UNASSIGNED')],
      ['SIM_MISMATCH', text('dictionaries.loginAbnormalType.SIM_MISMATCH')],
    ],
  },
  {
    code: 'bindAbnormalType',
    name: { 'zh-CN': '异常绑定类型', 'en-US': 'Abnormal binding type', 'zh-TW': '異常綁定類型' },
    category: 'business',
    items: [
      ['NO_SIM', text('dictionaries.bindAbnormalType.NO_SIM')],
      ['SIM_UNUSABLE', text('dictionaries.bindAbnormalType.SIM_UNUSABLE')],
      ['OTHER_SIM_REPORTED', text('dictionaries.bindAbnormalType.OTHER_SIM_REPORTED')],
    ],
  },
  {
    code: 'modelMapperSource',
    name: {
      'zh-CN': '车型映射来源系统',
      'en-US': 'Model mapping source system',
      'zh-TW': '車型映射來源系統',
    },
    category: 'business',
    items: [
      ['MES', text('dictionaries.modelMapperSource.MES')],
      ['DMS', text('dictionaries.modelMapperSource.DMS')],
      ['FILING', text('dictionaries.modelMapperSource.FILING')],
    ],
  },
];
