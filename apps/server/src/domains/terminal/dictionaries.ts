import type { LocalizedText } from '@chelian/contracts';
import { text } from '../../platform/locales';

/** Dictionaries of the terminal domain (its status codes and constants), synced with the others at start. */
export const TERMINAL_DICTIONARIES: {
  code: string;
  name: string;
  category: string;
  items: [code: string, name: LocalizedText][];
}[] = [
  {
    code: 'terminalChainType',
    name: '终端链路类型',
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
    name: 'SIM 卡状态',
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
    name: 'SIM 卡运营商',
    category: 'business',
    items: [
      ['CMCC', text('dictionaries.simOperator.CMCC')],
      ['CUCC', text('dictionaries.simOperator.CUCC')],
      ['CTCC', text('dictionaries.simOperator.CTCC')],
    ],
  },
  {
    code: 'simCardCategory',
    name: 'SIM 卡类别',
    category: 'business',
    items: [
      ['M2M', text('dictionaries.simCardCategory.M2M')],
      ['CONSUMER', text('dictionaries.simCardCategory.CONSUMER')],
      ['ESIM', text('dictionaries.simCardCategory.ESIM')],
    ],
  },
  {
    code: 'chipType',
    name: '芯片类型',
    category: 'business',
    items: [
      ['SE', text('dictionaries.chipType.SE')],
      ['MCU', text('dictionaries.chipType.MCU')],
      ['MODEM', text('dictionaries.chipType.MODEM')],
    ],
  },
  {
    code: 'protocolDirection',
    name: '指令方向',
    category: 'business',
    items: [
      ['UP', text('dictionaries.protocolDirection.UP')],
      ['DOWN', text('dictionaries.protocolDirection.DOWN')],
    ],
  },
  {
    code: 'functionDataType',
    name: '功能字段数据类型',
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
    name: '安装结果',
    category: 'business',
    items: [
      ['SUCCESS', text('dictionaries.installResult.SUCCESS')],
      ['FAILED', text('dictionaries.installResult.FAILED')],
    ],
  },
  {
    code: 'productionApplyStatus',
    name: '生产申请状态',
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
    name: '产测结果',
    category: 'business',
    items: [
      ['PASS', text('dictionaries.productionTestResult.PASS')],
      ['FAIL', text('dictionaries.productionTestResult.FAIL')],
    ],
  },
  {
    code: 'cronJob',
    name: '定时任务',
    category: 'business',
    items: [['VEHICLE_SERVICE_EXPIRE', text('dictionaries.cronJob.VEHICLE_SERVICE_EXPIRE')]],
  },
  {
    code: 'cronJobStatus',
    name: '定时任务结果',
    category: 'business',
    items: [
      ['SUCCESS', text('dictionaries.cronJobStatus.SUCCESS')],
      ['FAILED', text('dictionaries.cronJobStatus.FAILED')],
    ],
  },
  {
    code: 'cronJobTrigger',
    name: '定时任务触发方式',
    category: 'business',
    items: [
      ['SCHEDULE', text('dictionaries.cronJobTrigger.SCHEDULE')],
      ['MANUAL', text('dictionaries.cronJobTrigger.MANUAL')],
    ],
  },
  {
    code: 'terminalCheckResult',
    name: '终端检查结果',
    category: 'business',
    items: [
      ['FAULT', text('dictionaries.terminalCheckResult.FAULT')],
      ['WARNING', text('dictionaries.terminalCheckResult.WARNING')],
      ['NORMAL', text('dictionaries.terminalCheckResult.NORMAL')],
    ],
  },
  {
    code: 'loginAbnormalType',
    name: '异常登录类型',
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
    name: '异常绑定类型',
    category: 'business',
    items: [
      ['NO_SIM', text('dictionaries.bindAbnormalType.NO_SIM')],
      ['SIM_UNUSABLE', text('dictionaries.bindAbnormalType.SIM_UNUSABLE')],
      ['OTHER_SIM_REPORTED', text('dictionaries.bindAbnormalType.OTHER_SIM_REPORTED')],
    ],
  },
  {
    code: 'modelMapperSource',
    name: '车型映射来源系统',
    category: 'business',
    items: [
      ['MES', text('dictionaries.modelMapperSource.MES')],
      ['DMS', text('dictionaries.modelMapperSource.DMS')],
      ['FILING', text('dictionaries.modelMapperSource.FILING')],
    ],
  },
];
