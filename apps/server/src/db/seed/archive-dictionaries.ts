import type { LocalizedText } from '@chelian/contracts';

type Items = [code: string, name: LocalizedText][];
const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** Dictionaries of the vehicle archive: the labels of its enumerations (spec 001 section 4). */
export const ARCHIVE_DICTIONARIES: { code: string; name: string; items: Items; category?: string }[] = [
  {
    code: 'saleStatus',
    name: '销售状态',
    category: 'business',
    items: [
      ['SOLD', t('已销售', 'Sold', '已銷售')],
      ['UNSOLD', t('未销售', 'Unsold', '未銷售')],
    ],
  },
  {
    code: 'serviceStatus',
    name: '服务状态',
    category: 'business',
    items: [
      ['NOT_OPEN', t('未开通', 'Not opened', '未開通')],
      ['HAS_OPENED', t('已开通', 'Opened', '已開通')],
      ['SUSPENDED', t('已暂停', 'Suspended', '已暫停')],
      ['EXPIRE', t('已到期', 'Expired', '已到期')],
    ],
  },
  {
    code: 'terminalLogAction',
    name: '终端绑定操作',
    category: 'business',
    items: [
      ['BIND', t('绑定', 'Bind', '綁定')],
      ['CHANGE', t('更换', 'Change', '更換')],
      ['SWAP', t('互换', 'Swap', '互換')],
      ['UNBIND', t('解绑', 'Unbind', '解綁')],
    ],
  },
  {
    code: 'batteryType',
    name: '电池类型',
    category: 'business',
    items: [
      ['LFP', t('磷酸铁锂', 'Lithium iron phosphate', '磷酸鐵鋰')],
      ['NCM', t('三元锂', 'Nickel cobalt manganese', '三元鋰')],
      ['LMO', t('锰酸锂', 'Lithium manganese oxide', '錳酸鋰')],
      ['SOLID', t('固态电池', 'Solid-state', '固態電池')],
      ['OTHER', t('其他', 'Other', '其他')],
    ],
  },
  {
    code: 'motorType',
    name: '电机类型',
    category: 'business',
    items: [
      ['PMSM', t('永磁同步电机', 'Permanent-magnet synchronous', '永磁同步馬達')],
      ['ASYNC', t('交流异步电机', 'AC induction', '交流非同步馬達')],
      ['SRM', t('开关磁阻电机', 'Switched reluctance', '開關磁阻馬達')],
      ['OTHER', t('其他', 'Other', '其他')],
    ],
  },
  {
    code: 'fuelType',
    name: '燃料类型',
    category: 'business',
    items: [
      ['BEV', t('纯电动', 'Battery electric', '純電動')],
      ['PHEV', t('插电式混合动力', 'Plug-in hybrid', '插電式混合動力')],
      ['EREV', t('增程式', 'Range extender', '增程式')],
      ['HEV', t('混合动力', 'Hybrid', '混合動力')],
      ['GASOLINE', t('汽油', 'Gasoline', '汽油')],
      ['DIESEL', t('柴油', 'Diesel', '柴油')],
      ['FCEV', t('燃料电池', 'Fuel cell', '燃料電池')],
    ],
  },
  {
    code: 'emissionLevel',
    name: '排放标准',
    category: 'business',
    items: [
      ['GB6', t('国六', 'China 6', '國六')],
      ['GB5', t('国五', 'China 5', '國五')],
      ['GB4', t('国四', 'China 4', '國四')],
      ['GB3', t('国三', 'China 3', '國三')],
    ],
  },
  {
    code: 'remoteControl',
    name: '远程控制',
    category: 'business',
    items: [
      ['lock', t('车门锁', 'Door lock', '車門鎖')],
      ['trunk', t('后备箱', 'Trunk', '後車廂')],
      ['air', t('空调', 'Air conditioning', '空調')],
      ['recharge', t('预约充电', 'Scheduled charging', '預約充電')],
      ['window', t('车窗', 'Windows', '車窗')],
      ['light', t('车灯', 'Lights', '車燈')],
      ['findCar', t('寻车', 'Find car', '尋車')],
      ['flashLightCtrl', t('闪灯', 'Flash lights', '閃燈')],
      ['whistleCtrl', t('鸣笛', 'Horn', '鳴笛')],
      ['tempStart', t('临时启动', 'Temporary start', '臨時啟動')],
      ['batteryCharge', t('智能补电', 'Smart battery top-up', '智慧補電')],
      ['preheat', t('电池预热', 'Battery preheat', '電池預熱')],
      ['seatHeat', t('座椅加热', 'Seat heating', '座椅加熱')],
    ],
  },
  {
    code: 'alarmItem',
    name: '报警项',
    category: 'business',
    items: [
      ['temperatureDiff', t('温度差异报警', 'Temperature difference', '溫度差異警報')],
      ['batteryHighTemp', t('电池高温报警', 'Battery high temperature', '電池高溫警報')],
      ['packOverVoltage', t('车载储能装置过压', 'Pack over-voltage', '車載儲能裝置過壓')],
      ['packUnderVoltage', t('车载储能装置欠压', 'Pack under-voltage', '車載儲能裝置欠壓')],
      ['socLow', t('SOC 低报警', 'Low SOC', 'SOC 低警報')],
      ['cellOverVoltage', t('单体电池过压', 'Cell over-voltage', '單體電池過壓')],
      ['cellUnderVoltage', t('单体电池欠压', 'Cell under-voltage', '單體電池欠壓')],
      ['socHigh', t('SOC 过高报警', 'High SOC', 'SOC 過高警報')],
      ['insulation', t('绝缘报警', 'Insulation', '絕緣警報')],
      ['motorControllerTemp', t('驱动电机控制器温度', 'Motor controller temperature', '驅動馬達控制器溫度')],
      ['motorTemp', t('驱动电机温度', 'Motor temperature', '驅動馬達溫度')],
    ],
  },
  {
    code: 'alarmLevel',
    name: '报警等级',
    category: 'business',
    items: [
      ['1', t('一级', 'Level 1', '一級')],
      ['2', t('二级', 'Level 2', '二級')],
      ['3', t('三级', 'Level 3', '三級')],
    ],
  },
  {
    code: 'infoGroup',
    name: '车辆信息分组',
    category: 'business',
    items: [
      ['vehicle', t('整车数据', 'Vehicle data', '整車資料')],
      ['motor', t('驱动电机数据', 'Drive motors', '驅動馬達資料')],
      ['fuelCell', t('燃料电池数据', 'Fuel cell', '燃料電池資料')],
      ['engine', t('发动机数据', 'Engine', '引擎資料')],
      ['location', t('车辆位置', 'Location', '車輛位置')],
      ['extremes', t('极值数据', 'Extreme values', '極值資料')],
      ['alarm', t('报警数据', 'Alarms', '警報資料')],
      ['battery', t('储能装置数据', 'Energy storage', '儲能裝置資料')],
    ],
  },
];
