import type { LocalizedText } from '@chelian/contracts';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Dictionaries of the terminal domain (spec 001 sections 4 and 9), synced with the others at start. */
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
      ['GB4', t('国四', 'GB4 (China IV)', '國四')],
      ['GB6', t('国六', 'GB6 (China VI)', '國六')],
      ['GB32960', t('GB/T 32960', 'GB/T 32960', 'GB/T 32960')],
      ['CUSTOM', t('自定义', 'Custom', '自訂')],
    ],
  },
  {
    code: 'simStatus',
    name: 'SIM 卡状态',
    category: 'business',
    items: [
      ['0', t('可测试', 'Testable', '可測試')],
      ['1', t('可激活', 'Activatable', '可啟用')],
      ['2', t('已激活', 'Activated', '已啟用')],
      ['3', t('已停用', 'Deactivated', '已停用')],
      ['4', t('已失效', 'Expired', '已失效')],
      ['5', t('已清除', 'Cleared', '已清除')],
      ['6', t('已更换', 'Replaced', '已更換')],
      ['7', t('库存', 'In stock', '庫存')],
      ['8', t('已开始', 'Started', '已開始')],
      ['9', t('IMEI 变更', 'IMEI changed', 'IMEI 變更')],
    ],
  },
  {
    code: 'simOperator',
    name: 'SIM 卡运营商',
    category: 'business',
    items: [
      ['CMCC', t('中国移动', 'China Mobile', '中國移動')],
      ['CUCC', t('中国联通', 'China Unicom', '中國聯通')],
      ['CTCC', t('中国电信', 'China Telecom', '中國電信')],
    ],
  },
  {
    code: 'simCardCategory',
    name: 'SIM 卡类别',
    category: 'business',
    items: [
      ['M2M', t('物联网卡', 'IoT (M2M) card', '物聯網卡')],
      ['CONSUMER', t('普通消费卡', 'Consumer card', '一般消費卡')],
      ['ESIM', t('嵌入式 eSIM', 'Embedded eSIM', '嵌入式 eSIM')],
    ],
  },
  {
    code: 'chipType',
    name: '芯片类型',
    category: 'business',
    items: [
      ['SE', t('安全芯片', 'Security element', '安全晶片')],
      ['MCU', t('主控芯片', 'Microcontroller', '主控晶片')],
      ['MODEM', t('通信模组', 'Cellular modem', '通訊模組')],
    ],
  },
  {
    code: 'protocolDirection',
    name: '指令方向',
    category: 'business',
    items: [
      ['UP', t('上行（终端至平台）', 'Up (terminal to platform)', '上行（終端至平台）')],
      ['DOWN', t('下行（平台至终端）', 'Down (platform to terminal)', '下行（平台至終端）')],
    ],
  },
  {
    code: 'functionDataType',
    name: '功能字段数据类型',
    category: 'business',
    items: [
      ['NUMBER', t('数值', 'Number', '數值')],
      ['STRING', t('文本', 'Text', '文字')],
      ['BOOLEAN', t('开关', 'On/off', '開關')],
      ['ENUM', t('枚举', 'Enumeration', '列舉')],
    ],
  },
  {
    code: 'installResult',
    name: '安装结果',
    category: 'business',
    items: [
      ['SUCCESS', t('成功', 'Succeeded', '成功')],
      ['FAILED', t('失败', 'Failed', '失敗')],
    ],
  },
  {
    code: 'productionApplyStatus',
    name: '生产申请状态',
    category: 'business',
    items: [
      ['APPLIED', t('已申请', 'Requested', '已申請')],
      ['APPROVED', t('已批准', 'Approved', '已核准')],
      ['REJECTED', t('已驳回', 'Rejected', '已駁回')],
      ['PRODUCED', t('已生产', 'Produced', '已生產')],
    ],
  },
  {
    code: 'productionTestResult',
    name: '产测结果',
    category: 'business',
    items: [
      ['PASS', t('合格', 'Passed', '合格')],
      ['FAIL', t('不合格', 'Failed', '不合格')],
    ],
  },
  {
    code: 'cronJob',
    name: '定时任务',
    category: 'business',
    items: [['VEHICLE_SERVICE_EXPIRE', t('车辆服务到期', 'Vehicle service expiry', '車輛服務到期')]],
  },
  {
    code: 'cronJobStatus',
    name: '定时任务结果',
    category: 'business',
    items: [
      ['SUCCESS', t('成功', 'Succeeded', '成功')],
      ['FAILED', t('失败', 'Failed', '失敗')],
    ],
  },
  {
    code: 'cronJobTrigger',
    name: '定时任务触发方式',
    category: 'business',
    items: [
      ['SCHEDULE', t('定时', 'Scheduled', '排程')],
      ['MANUAL', t('手动', 'Manual', '手動')],
    ],
  },
  {
    code: 'terminalCheckResult',
    name: '终端检查结果',
    category: 'business',
    items: [
      ['FAULT', t('故障', 'Fault', '故障')],
      ['WARNING', t('告警', 'Warning', '警告')],
      ['NORMAL', t('正常', 'Normal', '正常')],
    ],
  },
  {
    code: 'loginAbnormalType',
    name: '异常登录类型',
    category: 'business',
    items: [
      ['UNBOUND', t('车辆未绑定终端', 'No terminal bound to the vehicle', '車輛未綁定終端')],
      [
        'SIM_OF_OTHER_TERMINAL',
        t('使用其他终端的 SIM 卡', "Another terminal's SIM card", '使用其他終端的 SIM 卡'),
      ],
      ['SIM_UNASSIGNED', t('终端未分配 SIM 卡', 'Terminal has no SIM card assigned', '終端未分配 SIM 卡')],
      ['SIM_MISMATCH', t('ICCID 与档案不符', 'ICCID differs from the archive', 'ICCID 與檔案不符')],
    ],
  },
  {
    code: 'bindAbnormalType',
    name: '异常绑定类型',
    category: 'business',
    items: [
      ['NO_SIM', t('终端无 SIM 卡', 'Terminal holds no SIM card', '終端無 SIM 卡')],
      ['SIM_UNUSABLE', t('SIM 卡不可用', 'SIM card unusable', 'SIM 卡不可用')],
      [
        'OTHER_SIM_REPORTED',
        t('终端上报其他 SIM 卡', 'Terminal reported another SIM card', '終端上報其他 SIM 卡'),
      ],
    ],
  },
  {
    code: 'modelMapperSource',
    name: '车型映射来源系统',
    category: 'business',
    items: [
      ['MES', t('MES 生产系统', 'MES (production)', 'MES 生產系統')],
      ['DMS', t('DMS 经销商系统', 'DMS (dealers)', 'DMS 經銷商系統')],
      ['FILING', t('备案平台', 'Filing platform', '備案平台')],
    ],
  },
];
