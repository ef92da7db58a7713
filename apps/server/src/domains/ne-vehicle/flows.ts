import { eq } from 'drizzle-orm';
import {
  neDriverSpec,
  neProduceSpec,
  neSaleSpec,
  neStorageSpec,
  neTerminalSpec,
  type ResourceSpec,
} from '@chelian/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { defineResource, type Resource } from '../../engine/engine';
import type { Caller, HookContext } from '../../engine/types';
import { TerminalBinding } from '../vehicle';
import { vehicles } from '../vehicle/schema';
import { neVehicleEvents, neVehicles } from './schema';
import {
  endOfToday,
  neVehicleOf,
  operatorName,
  partHolder,
  refuse,
  setStatus,
  type NeVehicleState,
} from './state';

type Row = Record<string, unknown>;
type FlowKind = 'PRODUCE' | 'SALE' | 'DRIVER' | 'STORAGE' | 'TERMINAL';

/** One flow: what it refuses for a vehicle and input, and what it changes. */
interface Flow {
  kind: FlowKind;
  spec: ResourceSpec;
  /** refusals of the vehicle's state or the input, each naming its field; force skips the state rules */
  check(db: Db, caller: Caller, vehicle: NeVehicleState, input: Row, force: boolean): Promise<void> | void;
  apply(tx: Db, caller: Caller, vehicle: NeVehicleState, input: Row): Promise<void>;
}

const label = (spec: ResourceSpec, key: string, caller: Caller) =>
  spec.fields[key]?.label[caller.lang] ?? key;
/** Only the optional fields a row gives change the vehicle: an empty cell keeps what is there. */
const given = (input: Row, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => input[k] != null && input[k] !== '').map((k) => [k, input[k]]));

function soldRefusal(flow: Flow, caller: Caller, vehicle: NeVehicleState) {
  return refuse(caller.lang, 409, 'NE_VEHICLE_SOLD', 'vin', label(flow.spec, 'vin', caller), {
    vin: vehicle.vin,
  });
}

const produce: Flow = {
  kind: 'PRODUCE',
  spec: neProduceSpec,
  check(_db, caller, vehicle, input, force) {
    if (vehicle.status === 'SOLD' && !force) throw soldRefusal(this, caller, vehicle);
    if (Number(input.productionDate) > endOfToday())
      throw refuse(
        caller.lang,
        400,
        'NE_DATE_FUTURE',
        'productionDate',
        label(this.spec, 'productionDate', caller),
      );
  },
  async apply(tx, _caller, vehicle, input) {
    await tx
      .update(vehicles)
      .set({
        productionDate: new Date(Number(input.productionDate)),
        ...given(input, ['machineCode', 'engineNo', 'colourId']),
      })
      .where(eq(vehicles.id, vehicle.vehicleId));
    if (vehicle.status === 'ARCHIVED') await setStatus(tx, vehicle.vehicleId, 'PRODUCED');
  },
};

const sale: Flow = {
  kind: 'SALE',
  spec: neSaleSpec,
  check(_db, caller, vehicle, input, force) {
    const vinField = label(this.spec, 'vin', caller);
    if (!force && vehicle.status === 'SOLD') throw soldRefusal(this, caller, vehicle);
    if (!force && vehicle.status === 'ARCHIVED')
      throw refuse(caller.lang, 409, 'NE_VEHICLE_NOT_PRODUCED', 'vin', vinField, { vin: vehicle.vin });
    const saleDate = Number(input.saleDate);
    const dateField = label(this.spec, 'saleDate', caller);
    if (saleDate > endOfToday()) throw refuse(caller.lang, 400, 'NE_DATE_FUTURE', 'saleDate', dateField);
    const produced = vehicle.productionDate?.getTime();
    // compared by day: a vehicle may be sold the day it is produced
    if (produced != null && saleDate < produced - (produced % 86_400_000))
      throw refuse(caller.lang, 400, 'NE_SALE_BEFORE_PRODUCTION', 'saleDate', dateField);
  },
  async apply(tx, _caller, vehicle, input) {
    await tx
      .update(vehicles)
      .set({
        saleStatus: 'SOLD',
        saleDate: new Date(Number(input.saleDate)),
        ...given(input, ['dealerName', 'ownerName', 'ownerPhone']),
      })
      .where(eq(vehicles.id, vehicle.vehicleId));
    await tx
      .update(neVehicles)
      .set({ status: 'SOLD', ...given(input, ['operatingUnitId']) })
      .where(eq(neVehicles.vehicleId, vehicle.vehicleId));
  },
};

/** Drive motor and energy storage: a part number sits in one vehicle; fitting replaces the vehicle's own. */
function partFlow(
  kind: 'DRIVER' | 'STORAGE',
  spec: ResourceSpec,
  modelKey: 'motorModelId' | 'storageModelId',
  codeKey: 'motorCode' | 'batteryPackCode',
): Flow {
  return {
    kind,
    spec,
    async check(db, caller, vehicle, input) {
      const holder = await partHolder(db, caller, codeKey, String(input[codeKey]), vehicle.vehicleId);
      if (holder)
        throw refuse(caller.lang, 409, 'NE_PART_TAKEN', codeKey, label(spec, codeKey, caller), {
          vin: holder,
        });
    },
    async apply(tx, _caller, vehicle, input) {
      await tx
        .update(neVehicles)
        .set({ [modelKey]: Number(input[modelKey]), [codeKey]: String(input[codeKey]) })
        .where(eq(neVehicles.vehicleId, vehicle.vehicleId));
    },
  };
}

/** A terminal bound through the archive's binding rules (free terminal, vehicle without one), logged there too. */
const terminal: Flow = {
  kind: 'TERMINAL',
  spec: neTerminalSpec,
  async check(db, caller, vehicle, input) {
    await new TerminalBinding(db).forBind(db, caller, vehicle.vin, String(input.terminalCode));
  },
  async apply(tx, caller, vehicle, input) {
    await new TerminalBinding(tx).bindWithin(tx, caller, vehicle.vin, String(input.terminalCode));
  },
};

export const FLOWS = {
  produce,
  sale,
  driver: partFlow('DRIVER', neDriverSpec, 'motorModelId', 'motorCode'),
  storage: partFlow('STORAGE', neStorageSpec, 'storageModelId', 'batteryPackCode'),
  terminal,
} as const;

/** Checks, applies and keeps a flow row inside a transaction. */
async function runWithin(
  tx: Db,
  caller: Caller,
  flow: Flow,
  resource: Resource,
  input: Row,
  force: boolean,
  values: Row = resource.toValues(input),
): Promise<Row> {
  const vehicle = await neVehicleOf(tx, caller, String(input.vin), true);
  await flow.check(tx, caller, vehicle, input, force);
  await flow.apply(tx, caller, vehicle, input);
  Object.assign(values, {
    tenantId: caller.tenantId,
    vehicleId: vehicle.vehicleId,
    vin: vehicle.vin,
    kind: flow.kind,
    forced: force,
    operatorId: caller.userId,
    operatorName: await operatorName(tx, caller),
  });
  return values;
}

/** An import report shows a refusal's whole message under the column it concerns (the VIN when it names none). */
function withMessages(err: unknown, caller: Caller): unknown {
  if (!(err instanceof AppError)) return err;
  const message = translate(caller.lang, err.code, err.params);
  const keys = Object.keys(err.fields ?? { vin: '' });
  return new AppError(err.status, err.code, err.params, Object.fromEntries(keys.map((k) => [k, message])));
}

const scope = { kind: 'tenant', column: neVehicleEvents.tenantId } as const;

/** A flow as a resource: its import (template, error report) and its rows kept in ne_vehicle_events. */
function flowResource(flow: Flow): Resource {
  const resource: Resource = defineResource({
    spec: flow.spec,
    table: neVehicleEvents,
    scope,
    where: () => eq(neVehicleEvents.kind, flow.kind),
    sample: () => SAMPLES[flow.kind],
    // the import reports every row whose VIN, state or part is refused, before anything is written
    async checkRow(db, caller, data) {
      try {
        const vehicle = await neVehicleOf(db, caller, String(data.vin));
        await flow.check(db, caller, vehicle, data, false);
      } catch (err) {
        throw withMessages(err, caller);
      }
    },
    hooks: {
      async beforeCreate(values, input, h) {
        await runWithin(h.tx, h.caller, flow, resource, input, false, values);
      },
    },
  });
  return resource;
}

const SAMPLES: Record<FlowKind, Row> = {
  PRODUCE: { vin: 'LNEV0A1B2C3000002', productionDate: Date.UTC(2026, 9, 8), machineCode: 'M-2026-0002' },
  SALE: { vin: 'LNEV0A1B2C3000002', saleDate: Date.UTC(2026, 10, 2), dealerName: '北京朝阳新能源体验店' },
  DRIVER: { vin: 'LNEV0A1B2C3000002', motorCode: 'DM-2026-0002' },
  STORAGE: { vin: 'LNEV0A1B2C3000002', batteryPackCode: 'BP-2026-0002' },
  TERMINAL: { vin: 'LNEV0A1B2C3000002', terminalCode: 'TBOX-DEMO-0005' },
};

export const flowResources = {
  produce: flowResource(FLOWS.produce),
  sale: flowResource(FLOWS.sale),
  driver: flowResource(FLOWS.driver),
  storage: flowResource(FLOWS.storage),
  terminal: flowResource(FLOWS.terminal),
};

/**
 * A flow called directly (PUT produce, PUT sale, the facets' update and record): the body is
 * validated as the import's row is; force (newEnergyVehicle/force) skips the state rules.
 */
export async function runFlow(
  db: Db,
  h: Omit<HookContext, 'tx'>,
  name: keyof typeof FLOWS,
  body: unknown,
  force = false,
): Promise<{ vin: string; status: string }> {
  const flow = FLOWS[name];
  const resource = flowResources[name];
  const input = resource.validate(
    'create',
    (body && typeof body === 'object' ? body : {}) as Row,
    h.caller.lang,
  );
  await resource.checkValues(db, h.caller, input);
  return resource.write(db, () =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const values = await runWithin(tx, h.caller, flow, resource, input, force);
      await tx.insert(neVehicleEvents).values(values as typeof neVehicleEvents.$inferInsert);
      const [after] = await tx
        .select({ status: neVehicles.status })
        .from(neVehicles)
        .where(eq(neVehicles.vehicleId, Number(values.vehicleId)));
      return { vin: String(values.vin), status: after?.status ?? '' };
    }),
  );
}
