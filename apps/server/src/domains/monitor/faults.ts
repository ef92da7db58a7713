import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@chelian/contracts';
import type { Db } from '../../db/client';
import { alarmEpisodes } from '../telemetry/schema';

type Names = [zh: string, en: string, tw: string];

/** GB/T 32960.3 general alarm flags by bit (2016 defines 0-18, 2025 adds 19-27). */
const FLAGS: Names[] = [
  ['温度差异报警', 'Temperature difference', '溫度差異警報'],
  ['电池高温报警', 'Battery high temperature', '電池高溫警報'],
  ['车载储能装置类型过压报警', 'Storage over-voltage', '車載儲能裝置過壓警報'],
  ['车载储能装置类型欠压报警', 'Storage under-voltage', '車載儲能裝置欠壓警報'],
  ['SOC低报警', 'SOC low', 'SOC低警報'],
  ['单体电池过压报警', 'Cell over-voltage', '單體電池過壓警報'],
  ['单体电池欠压报警', 'Cell under-voltage', '單體電池欠壓警報'],
  ['SOC过高报警', 'SOC high', 'SOC過高警報'],
  ['SOC跳变报警', 'SOC jump', 'SOC跳變警報'],
  ['可充电储能系统不匹配报警', 'Storage mismatch', '可充電儲能系統不匹配警報'],
  ['电池单体一致性差报警', 'Poor cell consistency', '電池單體一致性差警報'],
  ['绝缘报警', 'Insulation', '絕緣警報'],
  ['DC-DC温度报警', 'DC-DC temperature', 'DC-DC溫度警報'],
  ['制动系统报警', 'Brake system', '制動系統警報'],
  ['DC-DC状态报警', 'DC-DC status', 'DC-DC狀態警報'],
  ['驱动电机控制器温度报警', 'Motor controller temperature', '驅動馬達控制器溫度警報'],
  ['高压互锁状态报警', 'High-voltage interlock', '高壓互鎖狀態警報'],
  ['驱动电机温度报警', 'Motor temperature', '驅動馬達溫度警報'],
  ['车载储能装置类型过充', 'Storage over-charge', '車載儲能裝置過充'],
  ['驱动电机超速报警', 'Motor over-speed', '驅動馬達超速警報'],
  ['驱动电机过流报警', 'Motor over-current', '驅動馬達過流警報'],
  ['超级电容器过温报警', 'Supercapacitor over-temperature', '超級電容器過溫警報'],
  ['超级电容器过压报警', 'Supercapacitor over-voltage', '超級電容器過壓警報'],
  ['可充电储能系统热事件报警', 'Storage thermal event', '可充電儲能系統熱事件警報'],
  ['氢气泄漏报警', 'Hydrogen leak', '氫氣洩漏警報'],
  ['氢气压力异常报警', 'Hydrogen pressure abnormal', '氫氣壓力異常警報'],
  ['氢气温度异常报警', 'Hydrogen temperature abnormal', '氫氣溫度異常警報'],
  ['燃料电池电堆超温报警', 'Fuel cell stack over-temperature', '燃料電池電堆超溫警報'],
];

const INDEX: Record<Language, number> = { 'zh-CN': 0, 'en-US': 1, 'zh-TW': 2 };

/** The names of the set bits of a general alarm flag word. */
export function flagNames(flags: number, lang: Language): string[] {
  const out: string[] = [];
  for (let bit = 0; bit < 32; bit++)
    if (Math.floor(flags / 2 ** bit) % 2 === 1) out.push(FLAGS[bit]?.[INDEX[lang]] ?? `bit ${bit}`);
  return out;
}

export interface CurrentFaults {
  startedAt: number;
  lastFrameAt: number;
  highestLevel: number;
  lastLevel: number;
  /** flags of the latest report, by name */
  flags: string[];
  storageFaults: number[];
  motorFaults: number[];
  engineFaults: number[];
  otherFaults: number[];
  frameCount: number;
}

/** The vehicle's open GB alarm episode (its current faults), or null when it has none. */
export async function currentFaults(
  db: Db,
  tenantId: number,
  vehicleId: number,
  lang: Language,
): Promise<CurrentFaults | null> {
  const [e] = await db
    .select()
    .from(alarmEpisodes)
    .where(
      and(
        eq(alarmEpisodes.vehicleId, vehicleId),
        eq(alarmEpisodes.tenantId, tenantId),
        isNull(alarmEpisodes.endedAt),
      ),
    )
    .limit(1);
  if (!e) return null;
  return {
    startedAt: e.startedAt.getTime(),
    lastFrameAt: e.lastFrameAt.getTime(),
    highestLevel: e.highestLevel,
    lastLevel: e.lastLevel,
    flags: flagNames(e.lastFlags, lang),
    storageFaults: e.storageFaults.map(Number),
    motorFaults: e.motorFaults.map(Number),
    engineFaults: e.engineFaults.map(Number),
    otherFaults: e.otherFaults.map(Number),
    frameCount: e.frameCount,
  };
}
