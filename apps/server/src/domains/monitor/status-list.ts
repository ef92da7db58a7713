import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  FILING_AUDIT_CODES,
  FILING_STATUS_TEXTS,
  maskText,
  type FilingStandard,
  type FilingStatus,
  type Language,
} from '@chelian/contracts';
import type { MonitorListBody, MonitorRow } from '@chelian/contracts/monitor';
import { LOCK_STATUS_TEXTS } from '@chelian/contracts/lock';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Db } from '../../db/client';
import { LOCK_STATUS_SQL } from '../control/lock';
import { vehicleTypes } from '../model/schema';
import { organisations } from '../system/schema';
import { vehicleLatest, vehicleLogins } from '../telemetry/schema';
import { chipFactories, chipModels, terminalModels, terminals } from '../terminal/schema';
import { chipApproved, vehicleFilingStatus } from './status-filings';
import { vehicleTerminals, vehicles } from '../vehicle/schema';

/** How the caller reads the row: its language and whether owner names are shown in clear (vehicleList/unmask). */
export interface RowReader {
  lang: Language;
  unmask: boolean;
}

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);
const flag = (v: boolean | null | undefined): 0 | 1 => (v ? 1 : 0);
/** A filing status as the spec encodes it under its standard (GB4 -1..6, GB6 0..6), null when not filed. */
const auditCode = (standard: FilingStandard, status: string | null) =>
  status ? FILING_AUDIT_CODES[standard][status as FilingStatus] : null;
const auditText = (status: string | null, lang: Language) =>
  status ? FILING_STATUS_TEXTS[status as FilingStatus][lang] : null;
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
  if (body.onlineStatus != null)
    list.push(sql`coalesce(${vehicleLatest.online}, false) = ${body.onlineStatus === 1}`);
  if (body.acc != null) list.push(sql`coalesce(${vehicleLatest.acc}, false) = ${body.acc === 1}`);
  if (body.charging != null)
    list.push(sql`coalesce(${vehicleLatest.charging}, false) = ${body.charging === 1}`);
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
      typeName: vehicleTypes.name,
      orgName: organisations.name,
      saleStatus: vehicles.saleStatus,
      saleDate: vehicles.saleDate,
      serviceStartDate: vehicles.serviceStartDate,
      serviceEndDate: vehicles.serviceEndDate,
      ownerName: vehicles.ownerName,
      // the lock domain's status of the vehicle's last lock or unlock command
      lockStatus: sql<number>`${sql.raw(LOCK_STATUS_SQL('"vehicles"."id"'))}::int`,
      latest: vehicleLatest,
      workSeconds,
      // the chip of the bound terminal: its model's chip model and that model's factory
      chipCode: chipModels.modelCode,
      chipModel: chipModels.modelName,
      chipFactory: chipFactories.name,
      chipApproved,
      gb4Status: vehicleFilingStatus('GB4'),
      gb6Status: vehicleFilingStatus('GB6'),
    })
    .from(vehicles)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .leftJoin(
      vehicleTerminals,
      and(eq(vehicleTerminals.vehicleId, vehicles.id), isNull(vehicleTerminals.unboundAt)),
    )
    .leftJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
    .leftJoin(terminalModels, eq(terminalModels.id, terminals.terminalModelId))
    .leftJoin(chipModels, eq(chipModels.id, terminalModels.chipModelId))
    .leftJoin(chipFactories, eq(chipFactories.id, chipModels.chipFactoryId))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
    .leftJoin(organisations, eq(organisations.id, vehicles.orgId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** gpsAddress is the province of the last fix (offline, from the bundled outlines). */
function toRow(r: Joined, reader: RowReader): MonitorRow {
  const { lang } = reader;
  const l = r.latest;
  const lockStatus = Number(r.lockStatus ?? 0);
  return {
    id: r.id,
    vin: r.vin,
    plateCode: r.plate,
    terminalCode: r.terminalCode,
    simCode: r.terminalIccid ?? l?.iccid ?? null,
    modelName: r.model,
    typeName: r.typeName,
    orgName: r.orgName,
    saleStatus: r.saleStatus,
    saleDate: ms(r.saleDate),
    serviceStartDate: ms(r.serviceStartDate),
    serviceEndDate: ms(r.serviceEndDate),
    customerName: r.ownerName ? (reader.unmask ? r.ownerName : maskText(r.ownerName)) : null,
    onlineStatus: flag(l?.online),
    gps: flag(l?.positionValid),
    acc: flag(l?.acc),
    charging: flag(l?.charging),
    lockStatus,
    lockStatusText: (LOCK_STATUS_TEXTS[String(lockStatus)] ?? LOCK_STATUS_TEXTS['999']!)[lang],
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
    chipCode: r.chipCode,
    chipModel: r.chipModel,
    chipFactory: r.chipFactory,
    chipRegister: r.chipCode ? flag(r.chipApproved) : 0,
    vehicleRegister: r.gb4Status === 'APPROVED' || r.gb6Status === 'APPROVED' ? 1 : 0,
    vehicleRegisterGb4: auditCode('GB4', r.gb4Status),
    vehicleRegisterGb4Text: auditText(r.gb4Status, lang),
    vehicleRegisterGb6: auditCode('GB6', r.gb6Status),
    vehicleRegisterGb6Text: auditText(r.gb6Status, lang),
  };
}

/** One page of the tenant's vehicles with their live state (getMonitorList). */
export async function monitorPage(db: Db, tenantId: number, body: MonitorListBody, reader: RowReader) {
  const where = conditions(tenantId, body);
  const column = sortColumns[body.sortField ?? 'vin'];
  const direction = body.sortOrder === 'descend' ? desc : asc;
  // nulls (vehicles never heard from) go last either way; the id keeps pages stable. The VIN is
  // never null: its order alone lets a page walk the VIN index instead of sorting every vehicle.
  const order =
    column === vehicles.vin
      ? [direction(column), asc(vehicles.id)]
      : [sql`${column} is null`, direction(column), asc(vehicles.id)];
  // the latest state has at most one row per vehicle: without a filter on it, the count needs no join
  const counted =
    body.onlineStatus == null && body.acc == null && body.charging == null
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(vehicles)
          .where(where)
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(vehicles)
          .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
          .where(where);
  // the page's ids first, over the two tables the filters and sorts read: the row's joins and
  // subqueries then run for the page only, not for every row a deep page skips
  const [ids, [{ total }]] = await Promise.all([
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
      .where(where)
      .orderBy(...order)
      .limit(body.size)
      .offset((body.current - 1) * body.size),
    counted,
  ]);
  const rows = ids.length
    ? await baseQuery(db).where(
        inArray(
          vehicles.id,
          ids.map((r) => r.id),
        ),
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [toRow(row, reader)] : [];
  });
  return { items, total, current: body.current };
}

/** Every matching row for the export, up to `limit` (the caller refuses more). */
export async function monitorRows(
  db: Db,
  tenantId: number,
  body: Partial<MonitorListBody>,
  limit: number,
  reader: RowReader,
) {
  const rows = await baseQuery(db)
    .where(conditions(tenantId, body))
    .orderBy(asc(vehicles.vin))
    .limit(limit + 1);
  return rows.map((r) => toRow(r, reader));
}

/** The vehicle of this tenant with this VIN and its bound terminal, or null. */
export async function findVehicle(db: Db, tenantId: number, vin: string, reader: RowReader) {
  const [row] = await baseQuery(db)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.vin, vin)))
    .limit(1);
  return row ? { row: toRow(row, reader), latest: row.latest } : null;
}
