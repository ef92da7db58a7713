import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lockStatusOf } from '../control';
import { vehicleTypes } from '../model/schema';
import { organisations } from '../../platform/schema';
import { vehicleLatest, vehicleLogins } from '../telemetry/schema';
import { chipFactories, chipModels, terminalModels, terminals } from '../terminal/schema';
import { chipApproved, vehicleFilingStatus } from './status-filings';
import { vehicleTerminals, vehicles } from '../vehicle/schema';
import { containing } from '../../db/like';
import { withinVehicleScope, type VehicleScope } from '../../platform/vehicle-scope';

/**
 * How the caller reads the rows: its language, whether owner names are shown in clear
 * (vehicleList/unmask), and which vehicles it may see at all (a dealer's user: its own).
 */
export interface RowReader {
  lang: Language;
  unmask: boolean;
  vehicles: VehicleScope;
}

const ms = (d: Date | null | undefined) => (d ? d.getTime() : null);
const flag = (v: boolean | null | undefined): 0 | 1 => (v ? 1 : 0);
/** A filing status as the spec encodes it under its standard (GB4 -1..6, GB6 0..6), null when not filed. */
const auditCode = (standard: FilingStandard, status: string | null) =>
  status ? FILING_AUDIT_CODES[standard][status as FilingStatus] : null;
const auditText = (status: string | null, lang: Language) =>
  status ? FILING_STATUS_TEXTS[status as FilingStatus][lang] : null;
/** LIKE wildcards in user input are matched literally */

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

/** The state filters: 1 asks for vehicles in that state, 0 for the others (never heard from included). */
const STATE_FILTERS = [
  ['onlineStatus', vehicleLatest.online],
  ['acc', vehicleLatest.acc],
  ['charging', vehicleLatest.charging],
] as const;

function stateConditions(body: Partial<MonitorListBody>): SQL[] {
  return STATE_FILTERS.flatMap(([key, column]) => {
    const wanted = body[key];
    return wanted == null ? [] : [wanted === 1 ? eq(column, true) : sql`${column} is not true`];
  });
}

function conditions(tenantId: number, body: Partial<MonitorListBody>, scope: VehicleScope): SQL | undefined {
  const list: (SQL | undefined)[] = [eq(vehicles.tenantId, tenantId), withinVehicleScope(scope, vehicles.id)];
  // "contains" reads the trigram indexes of vin and plate
  if (body.vin) list.push(ilike(vehicles.vin, containing(body.vin)));
  if (body.plate) list.push(ilike(vehicles.plate, containing(body.plate)));
  return and(...list, ...stateConditions(body));
}

/** Whether a filter asks for a state only a vehicle with a latest row can be in (an inner join then). */
const needsLatest = (body: Partial<MonitorListBody>) => STATE_FILTERS.some(([key]) => body[key] === 1);
/** The vehicles of a query joined to their latest state as the filters and the sort need it. */
function withLatest<T extends PgSelect>(query: T, join: 'none' | 'left' | 'inner'): T {
  const on = eq(vehicleLatest.vehicleId, vehicles.id);
  // the selected fields are explicit, so a join leaves the row type as it is
  if (join === 'none') return query;
  return (join === 'inner'
    ? query.innerJoin(vehicleLatest, on)
    : query.leftJoin(vehicleLatest, on)) as unknown as T;
}

/** Whether a filter reads the latest state at all. */
const readsLatest = (body: Partial<MonitorListBody>) => STATE_FILTERS.some(([key]) => body[key] != null);

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
      lockStatus: sql<number>`${lockStatusOf(vehicles.id)}::int`,
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

/**
 * A sort column in its direction. Vehicles never heard from (no value) go last either way; the VIN
 * is never null, and its plain order lets a page walk the VIN index either way.
 */
const ordered = (column: AnyPgColumn, key: string, direction: SQL) =>
  key === 'vin' ? sql`${column} ${direction}` : sql`${column} ${direction} nulls last`;

/**
 * The ids of a page and the total. Filtered on a state only vehicles that reported can be in, and
 * on nothing of the archive, the page and the count read the latest state alone (by its tenant,
 * as the map reads it): a join of every vehicle cost more than the page, and a page straight off
 * one table sorts only its top rows. Otherwise over the vehicles, joined to their latest state as
 * the filters and the sort need it.
 */
async function pageIds(
  db: Db,
  tenantId: number,
  body: MonitorListBody,
  scope: VehicleScope,
): Promise<{ ids: number[]; total: number }> {
  const key = body.sortField ?? 'vin';
  const direction = sql.raw(body.sortOrder === 'descend' ? 'desc' : 'asc');
  const offset = (body.current - 1) * body.size;
  if (needsLatest(body) && !body.vin && !body.plate) {
    const where = and(
      eq(vehicleLatest.tenantId, tenantId),
      withinVehicleScope(scope, vehicleLatest.vehicleId),
      ...stateConditions(body),
    );
    const column = key === 'vin' ? vehicleLatest.vin : sortColumns[key];
    const [ids, [{ total }]] = await Promise.all([
      db
        .select({ id: vehicleLatest.vehicleId })
        .from(vehicleLatest)
        .where(where)
        .orderBy(ordered(column, key, direction), asc(vehicleLatest.vehicleId))
        .limit(body.size)
        .offset(offset),
      // the state flags are in the tenant index: the count reads that index
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(vehicleLatest)
        .where(where),
    ]);
    return { ids: ids.map((r) => r.id), total };
  }
  const where = conditions(tenantId, body, scope);
  const column = sortColumns[key];
  const latestJoin = (join: boolean) => (!join ? 'none' : needsLatest(body) ? 'inner' : 'left');
  const [ids, [{ total }]] = await Promise.all([
    withLatest(
      db.select({ id: vehicles.id }).from(vehicles).$dynamic(),
      latestJoin(column !== vehicles.vin || readsLatest(body)),
    )
      .where(where)
      // the id keeps pages stable
      .orderBy(ordered(column, key, direction), asc(vehicles.id))
      .limit(body.size)
      .offset(offset),
    // the latest state has at most one row per vehicle: a count without a filter on it needs no join
    withLatest(
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(vehicles)
        .$dynamic(),
      latestJoin(readsLatest(body)),
    ).where(where),
  ]);
  return { ids: ids.map((r) => r.id), total };
}

/** One page of the tenant's vehicles with their live state (getMonitorList). */
export async function monitorPage(db: Db, tenantId: number, body: MonitorListBody, reader: RowReader) {
  // the page's ids first, over the tables the filters and sorts read: the row's joins and
  // subqueries then run for the page only, not for every row a deep page skips
  const { ids, total } = await pageIds(db, tenantId, body, reader.vehicles);
  const rows = ids.length ? await baseQuery(db).where(inArray(vehicles.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
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
    .where(conditions(tenantId, body, reader.vehicles))
    .orderBy(asc(vehicles.vin))
    .limit(limit + 1);
  return rows.map((r) => toRow(r, reader));
}

/** The vehicle of this tenant with this VIN and its bound terminal, or null. */
export async function findVehicle(db: Db, tenantId: number, vin: string, reader: RowReader) {
  const [row] = await baseQuery(db)
    .where(
      and(
        eq(vehicles.tenantId, tenantId),
        eq(vehicles.vin, vin),
        withinVehicleScope(reader.vehicles, vehicles.id),
      ),
    )
    .limit(1);
  return row ? { row: toRow(row, reader), latest: row.latest } : null;
}
