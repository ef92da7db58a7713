import ExcelJS from 'exceljs';
import type { Language } from '@chelian/contracts';
import type { MonitorRow } from '@chelian/contracts/monitor';
import { translate } from '../../platform/messages';
import { zonedTime } from '../../platform/time-zone';

type Names = Record<Language, string>;
const n = (zh: string, en: string, tw: string): Names => ({ 'zh-CN': zh, 'en-US': en, 'zh-TW': tw });

/** A time as the tenant's clock shows it, or nothing. */
const at = (value: number | null, zone: string) => (value == null ? null : zonedTime(value, zone));

/** The exported columns: header and how the cell is written. */
const COLUMNS: {
  name: Names;
  cell: (row: MonitorRow, lang: Language, zone: string) => string | number | null;
}[] = [
  { name: n('VIN', 'VIN', 'VIN'), cell: (r) => r.vin },
  { name: n('车牌号', 'Plate', '車牌號'), cell: (r) => r.plateCode },
  { name: n('终端编号', 'Terminal code', '終端編號'), cell: (r) => r.terminalCode },
  { name: n('SIM卡号', 'SIM', 'SIM卡號'), cell: (r) => r.simCode },
  { name: n('车型', 'Model', '車型'), cell: (r) => r.modelName },
  { name: n('车辆类型', 'Vehicle type', '車輛類型'), cell: (r) => r.typeName },
  { name: n('所属组织', 'Organization', '所屬組織'), cell: (r) => r.orgName },
  { name: n('客户', 'Customer', '客戶'), cell: (r) => r.customerName },
  {
    name: n('销售日期', 'Sale date', '銷售日期'),
    cell: (r, _, zone) => at(r.saleDate, zone)?.slice(0, 10) ?? null,
  },
  {
    name: n('服务开始日期', 'Service start', '服務開始日期'),
    cell: (r, _, zone) => at(r.serviceStartDate, zone)?.slice(0, 10) ?? null,
  },
  {
    name: n('服务结束日期', 'Service end', '服務結束日期'),
    cell: (r, _, zone) => at(r.serviceEndDate, zone)?.slice(0, 10) ?? null,
  },
  { name: n('锁车状态', 'Lock status', '鎖車狀態'), cell: (r) => r.lockStatusText },
  { name: n('在线状态', 'Online', '在線狀態'), cell: (r, l) => translate(l, r.onlineStatus ? 'YES' : 'NO') },
  { name: n('GPS定位', 'GPS fix', 'GPS定位'), cell: (r, l) => translate(l, r.gps ? 'YES' : 'NO') },
  { name: n('ACC', 'ACC', 'ACC'), cell: (r, l) => translate(l, r.acc ? 'YES' : 'NO') },
  { name: n('充电', 'Charging', '充電'), cell: (r, l) => translate(l, r.charging ? 'YES' : 'NO') },
  { name: n('SOC(%)', 'SOC (%)', 'SOC(%)'), cell: (r) => r.soc },
  { name: n('车速(km/h)', 'Speed (km/h)', '車速(km/h)'), cell: (r) => r.speed },
  { name: n('累计里程(km)', 'Odometer (km)', '累計里程(km)'), cell: (r) => r.mileage },
  { name: n('纬度', 'Latitude', '緯度'), cell: (r) => r.lastLat },
  { name: n('经度', 'Longitude', '經度'), cell: (r) => r.lastLon },
  { name: n('位置', 'Location', '位置'), cell: (r) => r.gpsAddress },
  { name: n('定位时间', 'GPS time', '定位時間'), cell: (r, _, zone) => at(r.gpsTime, zone) },
  { name: n('数据更新时间', 'Data time', '資料更新時間'), cell: (r, _, zone) => at(r.dataUpdateTime, zone) },
  {
    name: n('累计在线时长(h)', 'Work time (h)', '累計在線時數(h)'),
    cell: (r) => Math.round(r.totalWorkTime / 36) / 100,
  },
  { name: n('芯片编码', 'Chip code', '晶片編碼'), cell: (r) => r.chipCode },
  { name: n('芯片型号', 'Chip model', '晶片型號'), cell: (r) => r.chipModel },
  { name: n('芯片厂商', 'Chip factory', '晶片廠商'), cell: (r) => r.chipFactory },
  {
    name: n('芯片已备案', 'Chip filed', '晶片已備案'),
    cell: (r, l) => translate(l, r.chipRegister ? 'YES' : 'NO'),
  },
  {
    name: n('终端已绑定', 'Terminal bound', '終端已綁定'),
    cell: (r, l) => translate(l, r.terminalRegister ? 'YES' : 'NO'),
  },
  {
    name: n('车辆已备案', 'Vehicle filed', '車輛已備案'),
    cell: (r, l) => translate(l, r.vehicleRegister ? 'YES' : 'NO'),
  },
  { name: n('GB4备案状态', 'GB4 filing', 'GB4備案狀態'), cell: (r) => r.vehicleRegisterGb4Text },
  { name: n('GB6备案状态', 'GB6 filing', 'GB6備案狀態'), cell: (r) => r.vehicleRegisterGb6Text },
];

export const STATUS_EXPORT_TITLE = n('车辆状态', 'Vehicle status', '車輛狀態');

/** The status list as an xlsx (sheet 'Sheet', times in the tenant's zone). */
export async function statusWorkbook(rows: MonitorRow[], lang: Language, zone: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(COLUMNS.map((c) => c.name[lang]));
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.cell(row, lang, zone)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
