import type { LocalizedText } from './menu-catalog';

const t = (zhCN: string, enUS: string, zhTW: string): LocalizedText => ({
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
});

/** Vendor extension of terminal control (0x82) for remote lock and speed limits (docs/control.md). */
export const LOCK_COMMAND_ID = 0x91;
export const LOCK_FUNCTIONS = {
  lock: 0x01,
  unlock: 0x02,
  lockSpeed: 0x03,
  unlockSpeed: 0x04,
  mileageChange: 0x05,
  urgentReset: 0x06,
} as const;
export type LockCommand = keyof typeof LOCK_FUNCTIONS;
/** Every lock command, in the order of the lock log's filter. */
export const LOCK_COMMANDS = Object.keys(LOCK_FUNCTIONS) as LockCommand[];

/** The odometer a mileage change may set, km (the 4-byte argument carries 0.1 km). */
export const MILEAGE_MAX_KM = 9_999_999;

/** Speed-limit levels (spec 001 section 4): level → km/h. */
export const SPEED_LEVELS: Record<number, number> = { 1: 50, 2: 10, 3: 5 };

/**
 * Parameters of a 0x91 command: function and a one-byte argument (the speed-limit level), except a
 * mileage change whose argument is the new odometer in 0.1 km as 4 bytes, big-endian.
 */
export function lockHex(cmd: LockCommand, level = 0, mileageKm = 0): string {
  const hex = (n: number, bytes: number) =>
    n
      .toString(16)
      .padStart(bytes * 2, '0')
      .toUpperCase();
  if (cmd === 'mileageChange') return hex(LOCK_FUNCTIONS[cmd], 1) + hex(Math.round(mileageKm * 10), 4);
  return hex(LOCK_FUNCTIONS[cmd], 1) + hex(cmd === 'lockSpeed' ? level : 0, 1);
}

/** Lock status codes (spec 001 section 4). */
export const LOCK_STATUS_TEXTS: Record<string, LocalizedText> = {
  '0': t('未设置', 'Not set', '未設定'),
  '240': t('已接收', 'Received', '已接收'),
  '241': t('已锁车', 'Locked', '已鎖車'),
  '242': t('不支持', 'Not supported', '不支援'),
  '243': t('已解锁', 'Unlocked', '已解鎖'),
  '998': t('其他', 'Other', '其他'),
  '999': t('未知', 'Unknown', '未知'),
};

/** Vehicle-control messages (spec 001 section 8), by command and outcome. */
export const LOCK_MESSAGES = {
  lockReceived: t(
    '锁车指令已接收，未开始锁车',
    'Lock command received but lock not started',
    '鎖車指令已接收，未開始鎖車',
  ),
  speedReceived: t(
    '限速指令已接收，未开始限速',
    'Speed-limit command received but not started',
    '限速指令已接收，未開始限速',
  ),
  notSupported: t(
    'VCU 版本不支持锁车或限速',
    'The VCU version does not support lock or speed limit',
    'VCU 版本不支援鎖車或限速',
  ),
  locked: t('锁车已执行', 'Lock executed', '鎖車已執行'),
  unlocked: t('解锁已执行', 'Unlock executed', '解鎖已執行'),
  speedCancelled: t('限速已取消', 'Speed limit cancelled', '限速已取消'),
  speedSet: t('限速已执行', 'Speed limit executed', '限速已執行'),
  mileageReceived: t(
    '里程变更指令已接收，未开始执行',
    'Mileage change received but not started',
    '里程變更指令已接收，未開始執行',
  ),
  mileageChanged: t('里程变更已执行', 'Mileage change executed', '里程變更已執行'),
  resetReceived: t(
    '紧急复位指令已接收，未开始执行',
    'Urgent reset received but not started',
    '緊急復位指令已接收，未開始執行',
  ),
  resetDone: t(
    '紧急复位已执行，锁车与限速已解除',
    'Urgent reset executed: lock and speed limit cleared',
    '緊急復位已執行，鎖車與限速已解除',
  ),
  cancelled: t('指令已取消', 'Command cancelled', '指令已取消'),
} as const;

/** The message of a lock command in a given state. */
export function lockMessage(cmd: LockCommand, status: string): keyof typeof LOCK_MESSAGES | null {
  if (['pending', 'sending', 'sent', 'queued'].includes(status))
    return (
      {
        lock: 'lockReceived',
        unlock: 'lockReceived',
        lockSpeed: 'speedReceived',
        unlockSpeed: 'speedReceived',
        mileageChange: 'mileageReceived',
        urgentReset: 'resetReceived',
      } as const
    )[cmd];
  if (status === 'failed') return 'notSupported';
  if (status === 'cancelled') return 'cancelled';
  if (status !== 'succeeded') return null;
  return (
    {
      lock: 'locked',
      unlock: 'unlocked',
      lockSpeed: 'speedSet',
      unlockSpeed: 'speedCancelled',
      mileageChange: 'mileageChanged',
      urgentReset: 'resetDone',
    } as const
  )[cmd];
}

/** Texts of the lock imports (template, error report, console dialog). */
export const LOCK_IMPORT_TEXT = {
  title: t('锁车车辆导入', 'Lock vehicle import', '鎖車車輛匯入'),
  templateHint: t(
    '每行一个 VIN（17 位），车辆须属于本租户且尚未加入锁车管理',
    'One VIN (17 characters) per row: a vehicle of this tenant not yet under lock management',
    '每列一個 VIN（17 位），車輛須屬於本租戶且尚未加入鎖車管理',
  ),
  imported: t('已导入 {n} 辆车', '{n} vehicles imported', '已匯入 {n} 輛車'),
  failed: t(
    '{n} 行有错误，未导入任何车辆，请下载错误报告',
    '{n} rows have errors and nothing was imported; download the error report',
    '{n} 列有錯誤，未匯入任何車輛，請下載錯誤報告',
  ),
  downloadErrors: t('下载错误报告', 'Download the error report', '下載錯誤報告'),
  downloadTemplate: t('下载模板', 'Download the template', '下載範本'),
  chooseFile: t('选择 xlsx 文件', 'Choose an xlsx file', '選擇 xlsx 檔案'),
} as const;
