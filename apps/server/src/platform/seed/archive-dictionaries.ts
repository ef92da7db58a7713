import type { LocalizedText } from '@chelian/contracts';
import { text } from '../locales';

type Items = [code: string, name: LocalizedText][];

/** Dictionaries of the vehicle archive: the labels of its enumerations. */
export const ARCHIVE_DICTIONARIES: { code: string; name: LocalizedText; items: Items; category?: string }[] =
  [
    {
      code: 'saleStatus',
      name: { 'zh-CN': '销售状态', 'en-US': 'Sales status', 'zh-TW': '銷售狀態' },
      category: 'business',
      items: [
        ['SOLD', text('dictionaries.saleStatus.SOLD')],
        ['UNSOLD', text('dictionaries.saleStatus.UNSOLD')],
      ],
    },
    {
      code: 'serviceStatus',
      name: { 'zh-CN': '服务状态', 'en-US': 'Service status', 'zh-TW': '服務狀態' },
      category: 'business',
      items: [
        ['NOT_OPEN', text('dictionaries.serviceStatus.NOT_OPEN')],
        ['HAS_OPENED', text('dictionaries.serviceStatus.HAS_OPENED')],
        ['SUSPENDED', text('dictionaries.serviceStatus.SUSPENDED')],
        ['EXPIRE', text('dictionaries.serviceStatus.EXPIRE')],
      ],
    },
    {
      code: 'terminalLogAction',
      name: { 'zh-CN': '终端绑定操作', 'en-US': 'Terminal binding operation', 'zh-TW': '終端綁定操作' },
      category: 'business',
      items: [
        ['BIND', text('dictionaries.terminalLogAction.BIND')],
        ['CHANGE', text('dictionaries.terminalLogAction.CHANGE')],
        ['SWAP', text('dictionaries.terminalLogAction.SWAP')],
        ['UNBIND', text('dictionaries.terminalLogAction.UNBIND')],
      ],
    },
    {
      code: 'batteryType',
      name: { 'zh-CN': '电池类型', 'en-US': 'Battery type', 'zh-TW': '電池類型' },
      category: 'business',
      items: [
        ['LFP', text('dictionaries.batteryType.LFP')],
        ['NCM', text('dictionaries.batteryType.NCM')],
        ['LMO', text('dictionaries.batteryType.LMO')],
        ['SOLID', text('dictionaries.batteryType.SOLID')],
        ['OTHER', text('dictionaries.batteryType.OTHER')],
      ],
    },
    {
      code: 'motorType',
      name: { 'zh-CN': '电机类型', 'en-US': 'Motor type', 'zh-TW': '電機類型' },
      category: 'business',
      items: [
        ['PMSM', text('dictionaries.motorType.PMSM')],
        ['ASYNC', text('dictionaries.motorType.ASYNC')],
        ['SRM', text('dictionaries.motorType.SRM')],
        ['OTHER', text('dictionaries.motorType.OTHER')],
      ],
    },
    {
      code: 'fuelType',
      name: { 'zh-CN': '燃料类型', 'en-US': 'Fuel type', 'zh-TW': '燃料類型' },
      category: 'business',
      items: [
        ['BEV', text('dictionaries.fuelType.BEV')],
        ['PHEV', text('dictionaries.fuelType.PHEV')],
        ['EREV', text('dictionaries.fuelType.EREV')],
        ['HEV', text('dictionaries.fuelType.HEV')],
        ['GASOLINE', text('dictionaries.fuelType.GASOLINE')],
        ['DIESEL', text('dictionaries.fuelType.DIESEL')],
        ['FCEV', text('dictionaries.fuelType.FCEV')],
      ],
    },
    {
      code: 'emissionLevel',
      name: { 'zh-CN': '排放标准', 'en-US': 'Emission standard', 'zh-TW': '排放標準' },
      category: 'business',
      items: [
        ['GB6', text('dictionaries.emissionLevel.GB6')],
        ['GB5', text('dictionaries.emissionLevel.GB5')],
        ['GB4', text('dictionaries.emissionLevel.GB4')],
        ['GB3', text('dictionaries.emissionLevel.GB3')],
      ],
    },
    {
      code: 'remoteControl',
      name: { 'zh-CN': '远程控制', 'en-US': 'Remote control', 'zh-TW': '遠端控制' },
      category: 'business',
      items: [
        ['lock', text('dictionaries.remoteControl.lock')],
        ['trunk', text('dictionaries.remoteControl.trunk')],
        ['air', text('dictionaries.remoteControl.air')],
        ['recharge', text('dictionaries.remoteControl.recharge')],
        ['window', text('dictionaries.remoteControl.window')],
        ['light', text('dictionaries.remoteControl.light')],
        ['findCar', text('dictionaries.remoteControl.findCar')],
        ['flashLightCtrl', text('dictionaries.remoteControl.flashLightCtrl')],
        ['whistleCtrl', text('dictionaries.remoteControl.whistleCtrl')],
        ['tempStart', text('dictionaries.remoteControl.tempStart')],
        ['batteryCharge', text('dictionaries.remoteControl.batteryCharge')],
        ['preheat', text('dictionaries.remoteControl.preheat')],
        ['seatHeat', text('dictionaries.remoteControl.seatHeat')],
      ],
    },
    {
      code: 'alarmItem',
      name: { 'zh-CN': '报警项', 'en-US': 'Alarm item', 'zh-TW': '報警項' },
      category: 'business',
      items: [
        ['temperatureDiff', text('dictionaries.alarmItem.temperatureDiff')],
        ['batteryHighTemp', text('dictionaries.alarmItem.batteryHighTemp')],
        ['packOverVoltage', text('dictionaries.alarmItem.packOverVoltage')],
        ['packUnderVoltage', text('dictionaries.alarmItem.packUnderVoltage')],
        ['socLow', text('dictionaries.alarmItem.socLow')],
        ['cellOverVoltage', text('dictionaries.alarmItem.cellOverVoltage')],
        ['cellUnderVoltage', text('dictionaries.alarmItem.cellUnderVoltage')],
        ['socHigh', text('dictionaries.alarmItem.socHigh')],
        ['insulation', text('dictionaries.alarmItem.insulation')],
        ['motorControllerTemp', text('dictionaries.alarmItem.motorControllerTemp')],
        ['motorTemp', text('dictionaries.alarmItem.motorTemp')],
      ],
    },
    {
      code: 'alarmLevel',
      name: { 'zh-CN': '报警等级', 'en-US': 'Alarm level', 'zh-TW': '報警等級' },
      category: 'business',
      items: [
        ['1', text('dictionaries.alarmLevel.1')],
        ['2', text('dictionaries.alarmLevel.2')],
        ['3', text('dictionaries.alarmLevel.3')],
      ],
    },
    {
      code: 'infoGroup',
      name: { 'zh-CN': '车辆信息分组', 'en-US': 'Vehicle information group', 'zh-TW': '車輛資訊分組' },
      category: 'business',
      items: [
        ['vehicle', text('dictionaries.infoGroup.vehicle')],
        ['motor', text('dictionaries.infoGroup.motor')],
        ['fuelCell', text('dictionaries.infoGroup.fuelCell')],
        ['engine', text('dictionaries.infoGroup.engine')],
        ['location', text('dictionaries.infoGroup.location')],
        ['extremes', text('dictionaries.infoGroup.extremes')],
        ['alarm', text('dictionaries.infoGroup.alarm')],
        ['battery', text('dictionaries.infoGroup.battery')],
      ],
    },
  ];
