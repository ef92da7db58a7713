import type { LocalizedText } from '@chelian/contracts';
import { CONTROL_KINDS, type ControlKind } from '@chelian/contracts/control';

const t = (zh: string, en: string, tw: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** How a panel offers a control: the labels of its two actions (momentary controls have only "on") and its argument. */
export type ArgumentName = 'windLevel' | 'capacity' | 'preheatType' | 'seat' | 'heatLevel';

export interface ControlButtons {
  on: LocalizedText;
  off?: LocalizedText;
  /** what "on" carries */
  argument?: ArgumentName;
  /** what both actions carry (the seat a seat-heating command switches) */
  target?: ArgumentName;
}

export const CONTROL_BUTTONS: Record<ControlKind, ControlButtons> = {
  lock: { on: t('锁车门', 'Lock doors', '鎖車門'), off: t('解锁车门', 'Unlock doors', '解鎖車門') },
  trunk: {
    on: t('打开后备箱', 'Open trunk', '開啟後車廂'),
    off: t('关闭后备箱', 'Close trunk', '關閉後車廂'),
  },
  air: {
    on: t('开启空调', 'Air on', '開啟空調'),
    off: t('关闭空调', 'Air off', '關閉空調'),
    argument: 'windLevel',
  },
  recharge: {
    on: t('预约充电', 'Schedule charging', '預約充電'),
    off: t('取消预约', 'Cancel schedule', '取消預約'),
    argument: 'capacity',
  },
  window: { on: t('打开车窗', 'Open windows', '開啟車窗'), off: t('关闭车窗', 'Close windows', '關閉車窗') },
  light: { on: t('开灯', 'Lights on', '開燈'), off: t('关灯', 'Lights off', '關燈') },
  findCar: { on: t('寻车', 'Find car', '尋車') },
  flashLightCtrl: { on: t('闪灯', 'Flash lights', '閃燈') },
  whistleCtrl: { on: t('鸣笛', 'Sound horn', '鳴笛') },
  tempStart: { on: t('临时启动', 'Start', '臨時啟動'), off: t('熄火', 'Stop', '熄火') },
  batteryCharge: {
    on: t('开始补电', 'Start top-up', '開始補電'),
    off: t('停止补电', 'Stop top-up', '停止補電'),
  },
  preheat: {
    on: t('开始预热', 'Start preheat', '開始預熱'),
    off: t('停止预热', 'Stop preheat', '停止預熱'),
    argument: 'preheatType',
  },
  seatHeat: {
    on: t('开启加热', 'Heat on', '開啟加熱'),
    off: t('关闭加热', 'Heat off', '關閉加熱'),
    argument: 'heatLevel',
    target: 'seat',
  },
};

export const ARGUMENT_LABELS = {
  windLevel: t('风力档位', 'Wind level', '風力檔位'),
  capacity: t('预留电量(%)', 'Reserved capacity (%)', '預留電量(%)'),
  preheatType: t('预热类型', 'Preheat type', '預熱類型'),
  seat: t('座椅', 'Seat', '座椅'),
  heatLevel: t('加热档位', 'Heat level', '加熱檔位'),
} as const;

export const SEAT_LABELS: Record<number, LocalizedText> = {
  1: t('主驾', 'Driver', '主駕'),
  2: t('副驾', 'Passenger', '副駕'),
  3: t('后排', 'Rear', '後排'),
};

/** Seat-heating levels as the car's switch shows them. */
export const HEAT_LEVEL_LABELS: Record<number, LocalizedText> = {
  0: t('关闭', 'Off', '關閉'),
  1: t('1 档（低）', 'Level 1 (low)', '1 檔（低）'),
  2: t('2 档（中）', 'Level 2 (medium)', '2 檔（中）'),
  3: t('3 档（高）', 'Level 3 (high)', '3 檔（高）'),
};

export const PREHEAT_TYPE_LABELS: Record<number, LocalizedText> = {
  0: t('不预热', 'None', '不預熱'),
  1: t('单次预热', 'Single', '單次預熱'),
  2: t('周期预热', 'Periodic', '週期預熱'),
};

export const PANEL_TEXT = {
  vin: t('车辆 VIN', 'Vehicle VIN', '車輛 VIN'),
  vinPlaceholder: t('输入 VIN 或车牌搜索', 'Type a VIN or plate', '輸入 VIN 或車牌搜尋'),
  online: t('在线', 'Online', '線上'),
  offline: t(
    '离线（指令将缓存，登录后下发）',
    'Offline (commands are queued until it logs in)',
    '離線（指令將快取，登入後下發）',
  ),
  unsupported: t('该车型不支持', 'Not supported by this model', '該車型不支援'),
  result: t('指令结果', 'Command result', '指令結果'),
  checkId: t('指令编号', 'Check id', '指令編號'),
  recent: t('最近指令', 'Recent commands', '最近指令'),
  pickVehicle: t('请选择车辆', 'Choose a vehicle', '請選擇車輛'),
  smsWake: t('短信唤醒', 'Wake up by SMS', '簡訊喚醒'),
  smsSent: t(
    '唤醒短信已发送，等待终端登录',
    'Wake-up SMS sent; waiting for the terminal to log in',
    '喚醒簡訊已傳送，等待終端登入',
  ),
  smsWoken: t('终端已唤醒并登录', 'The terminal woke up and logged in', '終端已喚醒並登入'),
  seatState: t(
    '座椅加热状态（终端确认）',
    'Seat heating as the terminal confirmed it',
    '座椅加熱狀態（終端確認）',
  ),
} as const;

/** The controls a panel (menu screen remote/<group>) sends. */
export function controlsOf(group: string): ControlKind[] {
  return (Object.keys(CONTROL_KINDS) as ControlKind[]).filter((k) => CONTROL_KINDS[k].group === group);
}
