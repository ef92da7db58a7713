import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { VehicleCategory, VehicleLocation } from '@chelian/contracts/monitor';
import { provinceAt } from '@chelian/contracts/geo/locate';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { vehicleModels, vehicleSeries, vehicleTypes } from '../model/schema';
import { vehicleLatest } from '../telemetry/schema';
import { protocols, terminals } from '../terminal/schema';
import { vehicleTerminals, vehicles } from '../vehicle/schema';
import type { Language } from '@chelian/contracts';

/** vehicleCategory: the archive's model, series and type of a vehicle (names as the archive holds them). */
export async function vehicleCategory(db: Db, tenantId: number, vehicleId: number): Promise<VehicleCategory> {
  const [row] = await db
    .select({
      vin: vehicles.vin,
      model: vehicles.model,
      series: vehicles.series,
      modelName: vehicleModels.name,
      seriesName: vehicleSeries.name,
      typeName: vehicleTypes.name,
    })
    .from(vehicles)
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.vehicleModelId))
    .leftJoin(vehicleSeries, eq(vehicleSeries.id, vehicles.vehicleSeriesId))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.tenantId, tenantId)));
  if (!row) throw notFound();
  return {
    vin: row.vin,
    modelName: row.modelName ?? row.model,
    seriesName: row.seriesName ?? row.series,
    typeName: row.typeName,
  };
}

/**
 * getPotolListByVinId: the protocols the terminal bound to the vehicle (by id) speaks: the
 * terminal's protocol code, with the tenant's protocol of that code when there is one.
 */
export async function protocolsOfVehicle(db: Db, tenantId: number, vehicleId: number) {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.tenantId, tenantId)));
  if (!vehicle) throw notFound();
  const rows = await db
    .select({
      terminalCode: terminals.terminalCode,
      code: terminals.protocol,
      id: protocols.id,
      name: protocols.name,
    })
    .from(vehicleTerminals)
    .innerJoin(terminals, eq(terminals.id, vehicleTerminals.terminalId))
    .leftJoin(protocols, and(eq(protocols.code, terminals.protocol), eq(protocols.tenantId, tenantId)))
    .where(and(eq(vehicleTerminals.vehicleId, vehicleId), isNull(vehicleTerminals.unboundAt)));
  return rows.map((r) => ({
    protocolId: r.id,
    code: r.code,
    name: r.name ?? r.code,
    terminalCode: r.terminalCode,
  }));
}

/** Positioning: the last fixes of the tenant's vehicles among `vins` (unknown or foreign VINs are left out). */
export async function positionsOf(
  db: Db,
  tenantId: number,
  vins: string[],
  lang: Language,
): Promise<VehicleLocation[]> {
  const rows = await db
    .select({
      vin: vehicles.vin,
      valid: vehicleLatest.positionValid,
      lng: vehicleLatest.lng,
      lat: vehicleLatest.lat,
      at: vehicleLatest.positionAt,
      speed: vehicleLatest.speed,
    })
    .from(vehicles)
    .leftJoin(vehicleLatest, eq(vehicleLatest.vehicleId, vehicles.id))
    .where(
      and(
        eq(vehicles.tenantId, tenantId),
        inArray(vehicles.vin, [...new Set(vins.map((v) => v.toUpperCase()))]),
      ),
    )
    .orderBy(vehicles.vin);
  return rows.map((r) => ({
    vin: r.vin,
    valid: r.valid,
    lng: r.lng,
    lat: r.lat,
    gpsTime: r.at ? r.at.getTime() : null,
    address: r.lng != null && r.lat != null ? (provinceAt(r.lng, r.lat)?.name[lang] ?? null) : null,
    speed: r.speed,
  }));
}
