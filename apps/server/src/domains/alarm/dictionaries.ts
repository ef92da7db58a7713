import type { Dictionary } from '../../platform/seed/dictionaries';

type L = [zhCN: string, enUS: string, zhTW: string];
const items = (list: [string, L][]): Dictionary['items'] =>
  list.map(([code, [zh, en, tw]]) => [code, { 'zh-CN': zh, 'en-US': en, 'zh-TW': tw }]);

/** Labels of the alarm area's enumerations, synced with the other dictionaries at start. */
export const ALARM_DICTIONARIES: Dictionary[] = [
  {
    code: 'alarmRuleLevel',
    name: { 'zh-CN': '报警等级', 'en-US': 'Alarm level', 'zh-TW': '警報等級' },
    category: 'business',
    items: items([
      ['1', ['一级', 'Level 1', '一級']],
      ['2', ['二级', 'Level 2', '二級']],
      ['3', ['三级', 'Level 3', '三級']],
    ]),
  },
  {
    code: 'alarmStrategyScope',
    name: { 'zh-CN': '报警策略适用车辆', 'en-US': 'Alarm strategy scope', 'zh-TW': '警報策略適用車輛' },
    category: 'business',
    items: items([
      ['ALL', ['全部车辆', 'All vehicles', '全部車輛']],
      ['VIN', ['指定车辆', 'Linked vehicles', '指定車輛']],
    ]),
  },
  {
    code: 'alarmMetric',
    name: { 'zh-CN': '报警数据项', 'en-US': 'Alarm value', 'zh-TW': '警報資料項' },
    category: 'business',
    items: items([
      ['speed', ['车速（km/h）', 'Speed (km/h)', '車速（km/h）']],
      ['soc', ['SOC（%）', 'SOC (%)', 'SOC（%）']],
      ['maxCellVoltage', ['单体最高电压（V）', 'Highest cell voltage (V)', '單體最高電壓（V）']],
      ['minCellVoltage', ['单体最低电压（V）', 'Lowest cell voltage (V)', '單體最低電壓（V）']],
      ['cellVoltageSpread', ['单体压差（V）', 'Cell voltage spread (V)', '單體壓差（V）']],
      ['maxTemp', ['探针最高温度（℃）', 'Highest probe temperature (°C)', '探針最高溫度（℃）']],
      ['tempSpread', ['探针温差（℃）', 'Probe temperature spread (°C)', '探針溫差（℃）']],
      ['insulation', ['绝缘电阻（kΩ）', 'Insulation resistance (kΩ)', '絕緣電阻（kΩ）']],
      ['voltage', ['总电压（V）', 'Total voltage (V)', '總電壓（V）']],
      ['current', ['总电流（A）', 'Total current (A)', '總電流（A）']],
      ['motorTemp', ['电机温度（℃）', 'Motor temperature (°C)', '電機溫度（℃）']],
      [
        'motorControllerTemp',
        ['电机控制器温度（℃）', 'Motor controller temperature (°C)', '電機控制器溫度（℃）'],
      ],
    ]),
  },
  {
    code: 'alarmOperator',
    name: { 'zh-CN': '报警比较方式', 'en-US': 'Alarm comparison', 'zh-TW': '警報比較方式' },
    category: 'business',
    items: items([
      ['GT', ['高于', 'Above', '高於']],
      ['LT', ['低于', 'Below', '低於']],
    ]),
  },
  {
    code: 'alarmHandleStatus',
    name: { 'zh-CN': '报警处理状态', 'en-US': 'Alarm handling', 'zh-TW': '警報處理狀態' },
    category: 'business',
    items: items([
      ['UNHANDLED', ['未处理', 'Not handled', '未處理']],
      ['HANDLING', ['处理中', 'In hand', '處理中']],
      ['DONE', ['已处理', 'Done', '已處理']],
    ]),
  },
  {
    code: 'alarmState',
    name: { 'zh-CN': '报警状态', 'en-US': 'Alarm state', 'zh-TW': '警報狀態' },
    category: 'business',
    items: items([
      ['OPEN', ['报警中', 'Active', '警報中']],
      ['ENDED', ['已结束', 'Ended', '已結束']],
    ]),
  },
  {
    code: 'vehicleAlarmSource',
    name: { 'zh-CN': '车辆报警来源', 'en-US': 'Vehicle alarm source', 'zh-TW': '車輛警報來源' },
    category: 'business',
    items: items([
      ['STRATEGY', ['报警策略', 'Alarm strategy', '警報策略']],
      ['MODEL', ['车型阈值', 'Model threshold', '車型閾值']],
    ]),
  },
  {
    code: 'gbAlarmFlag',
    name: { 'zh-CN': '国标通用报警标志', 'en-US': 'GB general alarm flag', 'zh-TW': '國標通用警報標誌' },
    category: 'business',
    items: items([
      ['temperatureDifference', ['温度差异报警', 'Temperature difference', '溫度差異警報']],
      ['batteryHighTemperature', ['电池高温报警', 'Battery high temperature', '電池高溫警報']],
      ['storageOverVoltage', ['储能装置过压报警', 'Storage over-voltage', '儲能裝置過壓警報']],
      ['storageUnderVoltage', ['储能装置欠压报警', 'Storage under-voltage', '儲能裝置欠壓警報']],
      ['socLow', ['SOC 低报警', 'SOC low', 'SOC 低警報']],
      ['cellOverVoltage', ['单体电池过压报警', 'Cell over-voltage', '單體電池過壓警報']],
      ['cellUnderVoltage', ['单体电池欠压报警', 'Cell under-voltage', '單體電池欠壓警報']],
      ['socHigh', ['SOC 过高报警', 'SOC high', 'SOC 過高警報']],
      ['socJump', ['SOC 跳变报警', 'SOC jump', 'SOC 跳變警報']],
      ['storageMismatch', ['储能系统不匹配报警', 'Storage mismatch', '儲能系統不匹配警報']],
      ['cellConsistencyPoor', ['电池单体一致性差报警', 'Poor cell consistency', '電池單體一致性差警報']],
      ['insulation', ['绝缘报警', 'Insulation', '絕緣警報']],
      ['dcdcTemperature', ['DC-DC 温度报警', 'DC-DC temperature', 'DC-DC 溫度警報']],
      ['brakeSystem', ['制动系统报警', 'Brake system', '制動系統警報']],
      ['dcdcStatus', ['DC-DC 状态报警', 'DC-DC status', 'DC-DC 狀態警報']],
      [
        'motorControllerTemperature',
        ['驱动电机控制器温度报警', 'Motor controller temperature', '驅動電機控制器溫度警報'],
      ],
      ['highVoltageInterlock', ['高压互锁状态报警', 'High-voltage interlock', '高壓互鎖狀態警報']],
      ['motorTemperature', ['驱动电机温度报警', 'Motor temperature', '驅動電機溫度警報']],
      ['storageOverCharge', ['车载储能装置过充', 'Storage over-charge', '車載儲能裝置過充']],
      ['motorOverSpeed', ['驱动电机超速报警', 'Motor over-speed', '驅動電機超速警報']],
      ['motorOverCurrent', ['驱动电机过流报警', 'Motor over-current', '驅動電機過流警報']],
      [
        'supercapacitorOverTemperature',
        ['超级电容器超温报警', 'Supercapacitor over-temperature', '超級電容器超溫警報'],
      ],
      [
        'supercapacitorOverVoltage',
        ['超级电容器过压报警', 'Supercapacitor over-voltage', '超級電容器過壓警報'],
      ],
      ['storageThermalEvent', ['储能装置热事件报警', 'Storage thermal event', '儲能裝置熱事件警報']],
      ['hydrogenLeak', ['氢气泄漏报警', 'Hydrogen leak', '氫氣洩漏警報']],
      ['hydrogenPressureAbnormal', ['氢气压力异常报警', 'Hydrogen pressure abnormal', '氫氣壓力異常警報']],
      [
        'hydrogenTemperatureAbnormal',
        ['氢气温度异常报警', 'Hydrogen temperature abnormal', '氫氣溫度異常警報'],
      ],
      [
        'stackOverTemperature',
        ['燃料电池电堆超温报警', 'Fuel cell stack over-temperature', '燃料電池電堆超溫警報'],
      ],
    ]),
  },
  {
    code: 'terminalAlarmKind',
    name: { 'zh-CN': '终端报警类型', 'en-US': 'Terminal alarm type', 'zh-TW': '終端警報類型' },
    category: 'business',
    items: items([
      ['LOGIN_FAIL', ['登录失败', 'Login failures', '登入失敗']],
      ['BAD_BCC', ['报文校验错误', 'Frames with a wrong check byte', '報文校驗錯誤']],
      ['CLOCK_DRIFT', ['终端时钟偏差', 'Terminal clock drift', '終端時鐘偏差']],
      ['REISSUE_BACKLOG', ['补发积压', 'Reissue backlog', '補發積壓']],
      ['OFFLINE', ['终端离线', 'Terminal offline', '終端離線']],
    ]),
  },
  {
    code: 'abnormalLocationKind',
    name: { 'zh-CN': '异常定位类型', 'en-US': 'Location anomaly', 'zh-TW': '異常定位類型' },
    category: 'business',
    items: items([
      ['JUMP', ['定位跳变', 'Position jump', '定位跳變']],
      ['OUTSIDE', ['境外定位', 'Outside China', '境外定位']],
      ['FROZEN', ['定位不变', 'Frozen position', '定位不變']],
    ]),
  },
  {
    code: 'noticeAlarmKind',
    name: { 'zh-CN': '通知报警类别', 'en-US': 'Notice alarm category', 'zh-TW': '通知警報類別' },
    category: 'business',
    items: items([
      ['GB', ['国标报警', 'GB alarms', '國標警報']],
      ['VEHICLE', ['车辆报警', 'Vehicle alarms', '車輛警報']],
      ['TERMINAL', ['终端报警', 'Terminal alarms', '終端警報']],
      ['LOCATION', ['异常定位', 'Abnormal locations', '異常定位']],
      ['OFFLINE', ['异常离线', 'Abnormal offline', '異常離線']],
    ]),
  },
];
