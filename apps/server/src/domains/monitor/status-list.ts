import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@chelian/contracts';
import type { MonitorListBody, MonitorRow } from '@chelian/contracts/monitor';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Db } from '../../db/client';
import { vehicleLatest, vehicleLogins } from '../telemetry/schema';
import { terminals } from '../terminal/schema';
import { vehicleTerminals, vehicles } from '../vehicle/schema';

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);
const flag = (v: boolean | null | undefined): 0 | 1 => (v ? 1 : 0);
/** LIKE wildcards in user input are matched literally */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Seconds online over all sessions of the vehicle; an open session counts up to now. */
const workSeconds = sql<number>`coalesce((select sum(extract(epoch from (coalesce(${vehicleLogins.logoutAt}, now()) - ${vehicleLogins.loginAt})))
  from ${vehicleLogins} where ${vehicleLogins.vehicleId} = ${vehicles.id} and ${vehicleLogins.loginAt} is not null), 0)`;

const sortColumns = {
  vin: vehicles.vin,
  dataUpdateTime: vehicleLatest.frameTime,
  gpsTime: vehicleLatest.positionAt,
  soc: vehicleLatest.soc,
  speed: vehicleLatest.speed,
  mileage: vehicleLatest.mileage,
} as const;

function conditions(tenantId: number, body: Partial<MonitorListBody>): SQL | undefined {
  const list: (SQL | undefined)[] = [eq(vehicles.tenantId, tenantId)];
  if (body.vin) list.push(ilike(vehicles.vin, contains(body.vin)));
  if (body.plate) list.push(ilike(vehicles.plate, contains(body.plate)));
  if (body.onlineStatus != null) list.push(sql`coalesce(${vehicleLatest.online}, false) = ${body.onlineStatus === 1}`);
  if (body.acc != null) list.push(sql`coalesce(${vehicleLatest.acc}, false) = ${body.acc === 1}`);
  if (body.charging != null) list.push(sql`coalesce(${vehicleLatest.charging}, false) = ${body.charging === 1}`);
  return and(...list);
}

function baseQuery(db: Db) {
  return db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      plate: vehicles.plate,
      model: vehicles.model,
      series: vehicles.series,
      terminalCode: terminals.terminalCode,
      terminalIccid: terminals.iccid,
      latest: vehicleLatest,
      workSeconds,
    })
    .from(vehicles)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .leftJoin(vehicleTerminals, and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)))
    .leftJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** gpsAddress is the province of the last fix (offline, from the bundled outlines). */
function toRow(r: Joined, lang: Language): MonitorRow {
  const l = r.latest;
  return {
    id: r.id,
    vin: r.vin,
    plateCode: r.plate,
    terminalCode: r.terminalCode,
    simCode: r.terminalIccid ?? l?.iccid ?? null,
    modelName: r.model,
    typeName: r.series,
    onlineStatus: flag(l?.online),
    gps: flag(l?.positionValid),
    acc: flag(l?.acc),
    charging: flag(l?.charging),
    lockStatus: null,
    soc: l?.soc ?? null,
    speed: l?.speed ?? null,
    mileage: l?.mileage ?? null,
    alarmLevel: l?.alarmLevel ?? null,
    gpsAddress: l?.lng != null && l.lat != null ? (provinceAt(l.lng, l.lat)?.name[lang] ?? null) : null,
    lastLat: l?.lat ?? null,
    lastLon: l?.lng ?? null,
    gpsTime: ms(l?.positionAt),
    dataUpdateTime: ms(l?.frameTime),
    loginTime: ms(l?.loginAt),
    logoutTime: ms(l?.logoutAt),
    totalWorkTime: Math.round(Number(r.workSeconds ?? 0)),
    terminalRegister: r.terminalCode ? 1 : 0,
  };
}

/** One page of the tenant's vehicles with their live state (getMonitorList). */
export async function monitorPage(db: Db, tenantId: number, body: MonitorListBody, lang: Language) {
  const where = conditions(tenantId, body);
  const column = sortColumns[body.sortField ?? 'vin'];
  const direction = body.sortOrder === 'descend' ? desc : asc;
  // nulls (vehicles never heard from) go last either way; the id keeps pages stable. The VIN is
  // never null: its order alone lets a page walk the VIN index instead of sorting every vehicle.
  const order = column === vehicles.vin ? [direction(column), asc(vehicles.id)] : [sql`${column} is null`, direction(column), asc(vehicles.id)];
  // the latest state has at most one row per vehicle: without a filter on it, the count needs no join
  const counted = body.onlineStatus == null && body.acc == null && body.charging == null
    ? db.select({ total: sql<number>`count(*)::int` }).from(vehicles).where(where)
    : db
        .select({ total: sql<number>`count(*)::int` })
        .from(vehicles)
        .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
        .where(where);
  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(body.size)
      .offset((body.current - 1) * body.size),
    counted,
  ]);
  return { items: rows.map((r) => toRow(r, lang)), total, current: body.current };
}

/** Every matching row for the export, up to `limit` (the caller refuses more). */
export async function monitorRows(db: Db, tenantId: number, body: Partial<MonitorListBody>, limit: number, lang: Language) {
  const rows = await baseQuery(db)
    .where(conditions(tenantId, body))
    .orderBy(asc(vehicles.vin))
    .limit(limit + 1);
  return rows.map((r) => toRow(r, lang));
}

/** The vehicle of this tenant with this VIN and its bound terminal, or null. */
export async function findVehicle(db: Db, tenantId: number, vin: string, lang: Language) {
  const [row] = await baseQuery(db)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.vin, vin)))
    .limit(1);
  return row ? { row: toRow(row, lang), latest: row.latest } : null;
}
