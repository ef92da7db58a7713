import type { LocalizedText } from './menu-catalog';

const t = (zhCN: string, enUS: string, zhTW: string): LocalizedText => ({ 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW });

/** Vendor extension of terminal control (0x82) for remote lock and speed limits (docs/control.md). */
export const LOCK_COMMAND_ID = 0x91;
export const LOCK_FUNCTIONS = { lock: 0x01, unlock: 0x02, lockSpeed: 0x03, unlockSpeed: 0x04 } as const;
export type LockCommand = keyof typeof LOCK_FUNCTIONS;

/** Speed-limit levels (spec 001 section 4): level → km/h. */
export const SPEED_LEVELS: Record<number, number> = { 1: 50, 2: 10, 3: 5 };

export function lockHex(cmd: LockCommand, level = 0): string {
  const byte = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
  return byte(LOCK_FUNCTIONS[cmd]) + byte(cmd === 'lockSpeed' ? level : 0);
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
  lockReceived: t('锁车指令已接收，未开始锁车', 'Lock command received but lock not started', '鎖車指令已接收，未開始鎖車'),
  speedReceived: t('限速指令已接收，未开始限速', 'Speed-limit command received but not started', '限速指令已接收，未開始限速'),
  notSupported: t('VCU 版本不支持锁车或限速', 'The VCU version does not support lock or speed limit', 'VCU 版本不支援鎖車或限速'),
  locked: t('锁车已执行', 'Lock executed', '鎖車已執行'),
  unlocked: t('解锁已执行', 'Unlock executed', '解鎖已執行'),
  speedCancelled: t('限速已取消', 'Speed limit cancelled', '限速已取消'),
  speedSet: t('限速已执行', 'Speed limit executed', '限速已執行'),
} as const;

/** The message of a lock command in a given state. */
export function lockMessage(cmd: LockCommand, status: string): keyof typeof LOCK_MESSAGES | null {
  if (['pending', 'sending', 'sent', 'queued'].includes(status)) return cmd === 'lockSpeed' || cmd === 'unlockSpeed' ? 'speedReceived' : 'lockReceived';
  if (status === 'failed') return 'notSupported';
  if (status !== 'succeeded') return null;
  return ({ lock: 'locked', unlock: 'unlocked', lockSpeed: 'speedSet', unlockSpeed: 'speedCancelled' } as const)[cmd];
}
