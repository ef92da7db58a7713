import ExcelJS from 'exceljs';
import { and, asc, count, desc, eq, ilike, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LIMITS, type Language } from '@chelian/contracts';
import {
  DEALER_MODULES,
  type DealerOrgType,
  type DealerRefPageBody,
  type DealerVehicleRow,
  type VehicleDealerRow,
} from '@chelian/contracts/resources/dealer/dealer';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import type { AuthContext } from '../../platform/auth/sessions';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { readSheet } from '../../platform/xlsx/read';
import { vehicles } from '../vehicle/schema';
import { dealers, dealerVehicles } from './schema';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
// a subquery is only rendered: a query builder, no connection
const qb = new QueryBuilder();

/** The vehicles an organisation references, as the vehicle scope reads them (registered by the domain). */
export const vehiclesReferencedBy = (orgId: number, vehicleId: AnyPgColumn | SQL): SQL =>
  sql`${vehicleId} in (select ${dealerVehicles.vehicleId} from ${dealerVehicles} where ${dealerVehicles.orgId} = ${orgId})`;

export interface DealerCaller {
  auth: AuthContext;
  lang: Language;
}

/**
 * A dealer of the caller's tenant whose kind the caller may handle ('view' or 'update' of its
 * screen's module): the reference calls serve the three kinds under one path.
 */
export async function dealerFor(db: Db, caller: DealerCaller, dealerId: number, action: 'view' | 'update') {
  const [dealer] = await db
    .select({ id: dealers.id, orgId: dealers.orgId, orgType: dealers.orgType, name: dealers.name })
    .from(dealers)
    .where(and(eq(dealers.id, dealerId), eq(dealers.tenantId, caller.auth.tenantId)));
  if (!dealer) throw notFound();
  const permission = `${DEALER_MODULES[dealer.orgType as DealerOrgType]}/${action}`;
  if (!caller.auth.permissions.has(permission)) throw forbidden(permission);
  return { ...dealer, orgType: dealer.orgType as DealerOrgType };
}

type Dealer = Awaited<ReturnType<typeof dealerFor>>;

const vehicleFilters = (body: Pick<DealerRefPageBody, 'vin' | 'plateCode'>) => [
  body.vin ? ilike(vehicles.vin, containing(body.vin)) : undefined,
  body.plateCode ? ilike(vehicles.plate, containing(body.plateCode)) : undefined,
];

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** pageDealerRef: the vehicles the dealer references, newest link first. */
export async function pageRefs(db: Db, dealer: Dealer, body: DealerRefPageBody) {
  const where = and(eq(dealerVehicles.dealerId, dealer.id), ...vehicleFilters(body));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: vehicles.id,
        vin: vehicles.vin,
        plateCode: vehicles.plate,
        modelName: vehicles.model,
        linkedAt: dealerVehicles.createdAt,
      })
      .from(dealerVehicles)
      .innerJoin(vehicles, eq(vehicles.id, dealerVehicles.vehicleId))
      .where(where)
      .orderBy(desc(dealerVehicles.createdAt), desc(dealerVehicles.id))
      .limit(body.size)
      .offset((body.current - 1) * body.size),
    db
      .select({ n: count() })
      .from(dealerVehicles)
      .innerJoin(vehicles, eq(vehicles.id, dealerVehicles.vehicleId))
      .where(where),
  ]);
  const items: DealerVehicleRow[] = rows.map((r) => ({ ...r, linkedAt: ms(r.linkedAt) }));
  return { items, total: total?.n ?? 0, current: body.current };
}

/** Not yet linked to any organisation of this kind (a vehicle has one dealer, one key account, one provider). */
const freeOf = (dealer: Dealer) =>
  notExists(
    qb
      .select({ one: sql`1` })
      .from(dealerVehicles)
      .where(and(eq(dealerVehicles.vehicleId, vehicles.id), eq(dealerVehicles.orgType, dealer.orgType))),
  );

/** pageVehicleNoDealer: the tenant's vehicles the dealer may still take, by VIN. */
export async function pageCandidates(db: Db, tenantId: number, dealer: Dealer, body: DealerRefPageBody) {
  const where = and(eq(vehicles.tenantId, tenantId), freeOf(dealer), ...vehicleFilters(body));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: vehicles.id, vin: vehicles.vin, plateCode: vehicles.plate, modelName: vehicles.model })
      .from(vehicles)
      .where(where)
      .orderBy(asc(vehicles.vin))
      .limit(body.size)
      .offset((body.current - 1) * body.size),
    db.select({ n: count() }).from(vehicles).where(where),
  ]);
  const items: DealerVehicleRow[] = rows.map((r) => ({ ...r, linkedAt: null }));
  return { items, total: total?.n ?? 0, current: body.current };
}

interface Wanted {
  /** the row of the file (imports) or the position in the list */
  row: number;
  value: string;
}

/**
 * Links vehicles, all or nothing: each must be a vehicle of the tenant, not repeated, and not
 * linked to another organisation of the dealer's kind (linked to this one already: kept). Any
 * refusal answers 400 naming the rows and links nothing.
 */
export async function link(
  db: Db,
  caller: DealerCaller,
  dealer: Dealer,
  wanted: { ids?: number[]; vins?: Wanted[] },
): Promise<{ imported: number }> {
  const { lang } = caller;
  const tenantId = caller.auth.tenantId;
  const vins = wanted.vins ?? [];
  const ids = [...new Set(wanted.ids ?? [])];
  const upper = [...new Set(vins.map((v) => v.value.toUpperCase()))];
  const known = await db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      holder: sql<string | null>`(select d.name from dealer_vehicles r join dealers d on d.id = r.dealer_id
        where r.vehicle_id = "vehicles"."id" and r.org_type = ${dealer.orgType} and r.dealer_id <> ${dealer.id})`,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.tenantId, tenantId),
        sql`(${ids.length ? inArray(vehicles.id, ids) : sql`false`} or ${upper.length ? inArray(vehicles.vin, upper) : sql`false`})`,
      ),
    );
  const byVin = new Map(known.map((k) => [k.vin, k]));
  const byId = new Map(known.map((k) => [k.id, k]));
  const errors: string[] = [];
  const accepted = new Set<number>();
  const seen = new Map<string, number>();
  const row = (r: number, reason: string) =>
    errors.push(translate(lang, 'DEALER_IMPORT_ROW', { row: r, reason }));
  for (const { row: r, value } of vins) {
    const vin = value.toUpperCase();
    const vehicle = byVin.get(vin);
    if (!VIN.test(vin)) row(r, translate(lang, 'DEALER_VIN_FORMAT'));
    else if (seen.has(vin)) row(r, translate(lang, 'IMPORT_DUPLICATE_IN_FILE', { row: seen.get(vin)! }));
    else if (!vehicle) row(r, translate(lang, 'DEALER_VEHICLE_UNKNOWN', { vin }));
    else if (vehicle.holder) row(r, translate(lang, 'DEALER_VEHICLE_TAKEN', { vin, name: vehicle.holder }));
    else accepted.add(vehicle.id);
    if (!seen.has(vin)) seen.set(vin, r);
  }
  for (const id of ids) {
    const vehicle = byId.get(id);
    if (!vehicle) throw notFound();
    if (vehicle.holder)
      throw new AppError(409, 'DEALER_VEHICLE_TAKEN', { vin: vehicle.vin, name: vehicle.holder });
    accepted.add(id);
  }
  if (errors.length)
    throw new AppError(400, 'DEALER_IMPORT_REFUSED', {
      rows: errors.slice(0, 20).join('; ') + (errors.length > 20 ? ' …' : ''),
    });
  if (accepted.size)
    await db
      .insert(dealerVehicles)
      .values(
        [...accepted].map((vehicleId) => ({
          tenantId,
          dealerId: dealer.id,
          orgId: dealer.orgId,
          orgType: dealer.orgType,
          vehicleId,
        })),
      )
      .onConflictDoNothing();
  return { imported: accepted.size };
}

/** deleteDealerRef: unlinks vehicles from the dealer (ids it does not reference are ignored). */
export async function unlink(db: Db, dealer: Dealer, vehicleIds: number[]) {
  const gone = await db
    .delete(dealerVehicles)
    .where(and(eq(dealerVehicles.dealerId, dealer.id), inArray(dealerVehicles.vehicleId, vehicleIds)))
    .returning({ id: dealerVehicles.id });
  return { deleted: gone.length };
}

/** The VINs of an uploaded file with their rows: under the first of the top rows with a VIN header. */
export async function readVins(file: Buffer): Promise<Wanted[]> {
  const rows = await readSheet(file);
  let headerRow = 0;
  let column = -1;
  for (const { number, cells } of rows) {
    if (number > 5) break;
    column = cells.findIndex((text) => /^vin\s*\*?$/i.test(text));
    if (column >= 0) {
      headerRow = number;
      break;
    }
  }
  if (!headerRow) throw new AppError(400, 'IMPORT_NO_HEADER');
  const out: Wanted[] = [];
  for (const { number, cells } of rows) {
    const value = cells[column];
    if (number > headerRow && value) out.push({ row: number, value });
  }
  if (!out.length) throw new AppError(400, 'IMPORT_EMPTY');
  if (out.length > LIMITS.importRows)
    throw new AppError(400, 'IMPORT_TOO_MANY', { max: LIMITS.importRows, count: out.length });
  return out;
}

/** page4VinByExcel: the tenant's vehicles named in a file of VINs (a preview before linking). */
export async function vehiclesOfFile(db: Db, tenantId: number, file: Buffer) {
  const vins = [...new Set((await readVins(file)).map((v) => v.value.toUpperCase()))];
  const rows = await db
    .select({ id: vehicles.id, vin: vehicles.vin, plateCode: vehicles.plate, modelName: vehicles.model })
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), inArray(vehicles.vin, vins)))
    .orderBy(asc(vehicles.vin));
  const items: DealerVehicleRow[] = rows.map((r) => ({ ...r, linkedAt: null }));
  return {
    items,
    total: items.length,
    current: 1,
    missing: vins.filter((v) => !rows.some((r) => r.vin === v)),
  };
}

/** vehicle/{vin}: the dealer-network organisations of the tenant that reference the vehicle. */
export async function dealersOfVehicle(db: Db, tenantId: number, vin: string): Promise<VehicleDealerRow[]> {
  const rows = await db
    .select({ dealerId: dealers.id, orgType: dealers.orgType, name: dealers.name, code: dealers.code })
    .from(dealerVehicles)
    .innerJoin(vehicles, eq(vehicles.id, dealerVehicles.vehicleId))
    .innerJoin(dealers, eq(dealers.id, dealerVehicles.dealerId))
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.vin, vin.toUpperCase())))
    .orderBy(asc(dealers.orgType));
  return rows.map((r) => ({ ...r, orgType: r.orgType as DealerOrgType }));
}

/** The template of the VIN imports: one VIN column and an example row. */
export async function vinTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.columns = [{ key: 'vin', width: 24 }];
  sheet.addRow(['VIN *']).font = { bold: true };
  sheet.addRow(['LCLE5A1B2C3D45678']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
