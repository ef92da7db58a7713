import { sql, type SQL } from 'drizzle-orm';
import {
  demoSigningPublicKeyHex,
  fleetIdentities,
  FLEET_SEED,
  type VehicleIdentity,
} from '@chelian/simulator';
import type { Db, Database } from '../db/client';
import type { ServerContext } from '../platform/context';
import type { SessionStore } from '../platform/auth/sessions';
import { AppError } from '../platform/errors';
import { translate } from '../platform/messages';
import type { Resource } from '../engine/engine';
import type { Caller, HookContext } from '../engine/types';
import { platformTenants } from '../engine/labels';
import { vehicleResource } from '../domains/vehicle/resources';
import {
  simCardResource,
  simPackageResource,
  terminalModelResource,
  terminalResource,
  terminalSupplierResource,
} from '../domains/terminal/resources';
import { vehicleModelResource, vehicleSeriesResource } from '../domains/model/resources';
import { organisationResource } from '../domains/system/resources';

/**
 * A simulated fleet in the archive: what `npm run admin -- fleet register|remove` does, and what
 * the tests call. The identities are the simulator's (fleetIdentities of the seed), so the
 * terminals that `npm run simulate -- --seed S` starts find their vehicle, SIM card and signing key.
 *
 * Rows go in through the resource engine, as an imported file's do: each row validated against
 * the shared declaration, refs and dictionaries checked (once: every row has the same), the
 * resources' beforeCreate hooks (VIN check digit, model fill, signing key check), the tenant set
 * by the engine. Bindings and their log rows are written with the rules of the bind call (the
 * vehicle has no terminal, the terminal is free) in one statement per chunk: the bind call's three
 * lookups a row would take about 100,000 × 3 round trips.
 */
export interface FleetSpec {
  /** tenant_code the fleet belongs to */
  tenant: string;
  vehicles: number;
  seed?: string;
  /** index of the first identity */
  offset?: number;
  /** identities per transaction (default 500) */
  chunk?: number;
  onProgress?(done: number, total: number): void;
}

export interface RegisterResult {
  tenantId: number;
  /** rows created now; rows already there are left as they are */
  created: { vehicles: number; simCards: number; terminals: number; bindings: number };
  /** identities whose VIN, ICCID or terminal code the archive holds for something else */
  conflicts: string[];
  ms: number;
}

export interface RemoveResult {
  tenantId: number;
  removed: { vehicles: number; simCards: number; terminals: number };
  ms: number;
}

/** Codes of the reference rows the command keeps for simulated fleets, in every tenant it registers one in. */
export const SIM_FLEET = {
  series: 'SIM-FLEET',
  model: 'SIM-FLEET-E5',
  org: 'SIM-FLEET',
  supplier: 'SIMTB',
  terminalModel: 'SIM-TBOX',
  simPackage: '模拟车队流量包',
} as const;

// a chunk of 500 took 1.0 ms a vehicle on PGlite, one of 1,000 1.5 ms (the statement's 30,000 parameters)
const DEFAULT_CHUNK = 500;
/** identity index ceiling: the ICCID and terminal code carry 8 digits of it, the VIN serial 6 */
const MAX_INDEX = 1_000_000;

type Row = Record<string, unknown>;

interface Actor {
  tenantId: number;
  caller: Caller;
  hooks: Omit<HookContext, 'tx'>;
  userName: string;
}

/** The tenant and the user the command acts as: the tenant's administrator (its oldest ADMIN user, else its oldest user). */
async function actorFor(database: Database, tenantCode: string): Promise<Actor> {
  const [tenant] = await database.rows<{ id: number }>(
    sql`select id from tenants where tenant_code = ${tenantCode}`,
  );
  if (!tenant) {
    const [any] = await database.rows<{ id: number }>(sql`select id from tenants limit 1`);
    // the server seeds the platform tenant and its administrator at its first start
    if (!any)
      throw new Error(
        'the database has no tenant yet: start the server once (it seeds the platform tenant), stop it, and run this again',
      );
    throw new Error(
      `no tenant with code "${tenantCode}" (the platform tenant is "chelian"; tenants are listed under System > Tenants)`,
    );
  }
  const tenantId = Number(tenant.id);
  const [user] = await database.rows<{ id: number; user_name: string }>(
    sql`select id, user_name from users where tenant_id = ${tenantId} order by (user_type = 'ADMIN') desc, id limit 1`,
  );
  if (!user) throw new Error(`tenant "${tenantCode}" has no user to act as`);
  const platform = await platformTenants(database.db);
  const caller: Caller = {
    auth: {
      sessionId: 0,
      userId: Number(user.id),
      tenantId,
      userName: user.user_name,
      realName: user.user_name,
      userType: 'ADMIN',
      orgId: null,
      permissions: new Set(),
      expiresAt: Number.MAX_SAFE_INTEGER,
      passwordChangeRequired: false,
    },
    tenantId,
    userId: Number(user.id),
    lang: 'en-US',
    isPlatform: platform.has(tenantId),
    // an administration command run by whoever holds the server's database
    can: () => true,
  };
  // The archive's hooks read the transaction, the caller and the memo; a command has no HTTP
  // server, session store or bus, so none is handed to them.
  const hooks = {
    caller,
    server: { database } as unknown as ServerContext,
    sessions: null as unknown as SessionStore,
    source: 'import' as const,
    memo: new Map(),
  };
  return { tenantId, caller, hooks, userName: user.user_name };
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A resource's row validated as a create (defaults, types, patterns, required fields), with the message of the first problem. */
function validated(resource: Resource, body: Row, caller: Caller): Row {
  return resource.validate('create', resource.withDefaults(body), caller.lang);
}

/** The id of a reference row found by its code, or created through its resource (validation, hooks, tenant). */
async function ensure(
  database: Database,
  actor: Actor,
  resource: Resource,
  find: SQL,
  body: Row,
): Promise<number> {
  const [found] = await database.rows<{ id: number }>(find);
  if (found) return Number(found.id);
  return resource.create(database.db, actor.hooks, body);
}

/** Series, model, organisation, terminal supplier and model, SIM plan of the simulated fleets of a tenant. */
async function referenceRows(database: Database, actor: Actor) {
  const t = actor.tenantId;
  const seriesId = await ensure(
    database,
    actor,
    vehicleSeriesResource,
    sql`select id from vehicle_series where tenant_id = ${t} and code = ${SIM_FLEET.series}`,
    {
      code: SIM_FLEET.series,
      name: '模拟车队',
      brand: 'Chelian',
      status: 'NORMAL',
    },
  );
  const modelId = await ensure(
    database,
    actor,
    vehicleModelResource,
    sql`select id from vehicle_models where tenant_id = ${t} and code = ${SIM_FLEET.model}`,
    {
      code: SIM_FLEET.model,
      name: '模拟车队 CL-E5',
      vehicleSeriesId: seriesId,
      fuelType: 'BEV',
      status: 'NORMAL',
      remark: 'npm run admin -- fleet register',
    },
  );
  const orgId = await ensure(
    database,
    actor,
    organisationResource,
    sql`select id from organisations where tenant_id = ${t} and code = ${SIM_FLEET.org}`,
    {
      code: SIM_FLEET.org,
      name: '模拟车队',
      type: 'COMPANY',
      status: 'NORMAL',
    },
  );
  const supplierId = await ensure(
    database,
    actor,
    terminalSupplierResource,
    sql`select id from terminal_suppliers where tenant_id = ${t} and code = ${SIM_FLEET.supplier}`,
    {
      code: SIM_FLEET.supplier,
      name: '模拟终端',
      mesCode: 'SM',
      tuidCode: 'S1',
      status: 'NORMAL',
    },
  );
  const terminalModelId = await ensure(
    database,
    actor,
    terminalModelResource,
    sql`select id from terminal_models where tenant_id = ${t} and model_code = ${SIM_FLEET.terminalModel}`,
    {
      modelCode: SIM_FLEET.terminalModel,
      modelName: '模拟 T-BOX',
      supplierId,
      chainType: 'GB32960',
      hardwareVersion: 'SIM1',
    },
  );
  const packageId = await ensure(
    database,
    actor,
    simPackageResource,
    sql`select id from sim_packages where tenant_id = ${t} and name = ${SIM_FLEET.simPackage}`,
    {
      name: SIM_FLEET.simPackage,
      operator: 'CMCC',
      dataMb: 500,
      periodMonths: 12,
    },
  );
  return { seriesId, modelId, orgId, supplierId, terminalModelId, packageId };
}

type Refs = Awaited<ReturnType<typeof referenceRows>>;

const vehicleBody = (id: VehicleIdentity, refs: Refs): Row => ({
  vin: id.vin,
  plateCode: id.plate,
  vehicleModelId: refs.modelId,
  orgId: refs.orgId,
  saleStatus: 'UNSOLD',
});
// MSISDN and IMSI follow the ICCID's digits, as the demo fleet's do (13-digit IoT numbers)
const simBody = (id: VehicleIdentity, refs: Refs): Row => ({
  iccid: id.iccid,
  msisdn: `14${id.iccid.slice(-11)}`,
  imsi: `46004${id.iccid.slice(-10)}`,
  operator: 'CMCC',
  cardCategory: 'M2M',
  status: '2',
  packageId: refs.packageId,
});
const terminalBody = (id: VehicleIdentity, refs: Refs, simCardId: number | null): Row => ({
  terminalCode: id.terminalCode,
  terminalModelId: refs.terminalModelId,
  supplierId: refs.supplierId,
  simCardId,
  iccid: id.iccid,
  chainType: 'GB32960',
  softwareVersion: '1.0.0',
  hardwareVersion: 'SIM1',
  signPublicKey: demoSigningPublicKeyHex(id.vin),
});

function checkSize(spec: FleetSpec) {
  const offset = spec.offset ?? 0;
  if (!Number.isInteger(spec.vehicles) || spec.vehicles < 1)
    throw new Error('--vehicles must be a whole number above 0');
  if (!Number.isInteger(offset) || offset < 0) throw new Error('--offset must be a whole number, 0 or more');
  if (offset + spec.vehicles > MAX_INDEX)
    throw new Error(
      `--offset + --vehicles must stay within ${MAX_INDEX.toLocaleString('en-US')} (identities carry the index)`,
    );
}

/**
 * Registers vehicles offset .. offset+vehicles-1 of the seed in the tenant, with SIM card,
 * terminal (its signing key) and binding each, under one series, model and organisation.
 * Idempotent: what exists is left alone, so a second run creates nothing.
 */
export async function registerFleet(database: Database, spec: FleetSpec): Promise<RegisterResult> {
  const started = Date.now();
  checkSize(spec);
  const seed = spec.seed ?? FLEET_SEED;
  const offset = spec.offset ?? 0;
  const chunk = spec.chunk ?? DEFAULT_CHUNK;
  const actor = await actorFor(database, spec.tenant);
  const refs = await referenceRows(database, actor);
  const created = { vehicles: 0, simCards: 0, terminals: 0, bindings: 0 };
  const conflicts: string[] = [];
  let checked = false;
  for (let at = 0; at < spec.vehicles; at += chunk) {
    const ids = fleetIdentities(Math.min(chunk, spec.vehicles - at), seed, offset + at);
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const vins = ids.map((i) => i.vin);
      const iccids = ids.map((i) => i.iccid);
      const codes = ids.map((i) => i.terminalCode);
      const haveVehicles = new Map(
        (
          await rows<{ vin: string; tenant_id: number }>(
            db,
            sql`select vin, tenant_id from vehicles where vin = any(${sql.param(vins)}::varchar[])`,
          )
        ).map((r) => [r.vin, Number(r.tenant_id)]),
      );
      const haveSims = new Map(
        (
          await rows<{ iccid: string; id: number; tenant_id: number }>(
            db,
            sql`select iccid, id, tenant_id from sim_cards where iccid = any(${sql.param(iccids)}::varchar[])`,
          )
        ).map((r) => [r.iccid, r]),
      );
      const haveTerminals = new Map(
        (
          await rows<{ terminal_code: string; tenant_id: number; iccid: string | null }>(
            db,
            sql`select terminal_code, tenant_id, iccid from terminals where terminal_code = any(${sql.param(codes)}::varchar[]) or iccid = any(${sql.param(iccids)}::varchar[])`,
          )
        ).flatMap((r) => [
          [r.terminal_code, r] as const,
          ...(r.iccid ? [[`iccid:${r.iccid}`, r] as const] : []),
        ]),
      );
      const usable: VehicleIdentity[] = [];
      for (const id of ids) {
        const vehicleTenant = haveVehicles.get(id.vin);
        const sim = haveSims.get(id.iccid);
        const terminal = haveTerminals.get(id.terminalCode) ?? haveTerminals.get(`iccid:${id.iccid}`);
        const foreign =
          (vehicleTenant !== undefined && vehicleTenant !== actor.tenantId) ||
          (sim && Number(sim.tenant_id) !== actor.tenantId) ||
          (terminal &&
            (Number(terminal.tenant_id) !== actor.tenantId || terminal.terminal_code !== id.terminalCode));
        if (foreign) conflicts.push(id.vin);
        else usable.push(id);
      }

      // vehicles: validated, refs checked once (every row names the same model and organisation), hooks, one insert per chunk
      const newVehicles = usable
        .filter((i) => !haveVehicles.has(i.vin))
        .map((i) => validated(vehicleResource, vehicleBody(i, refs), actor.caller));
      const newSims = usable
        .filter((i) => !haveSims.has(i.iccid))
        .map((i) => validated(simCardResource, simBody(i, refs), actor.caller));
      if (!checked && newVehicles[0] && newSims[0]) {
        await vehicleResource.checkValues(db, actor.caller, newVehicles[0]);
        await simCardResource.checkValues(db, actor.caller, newSims[0]);
      }
      await vehicleResource.insertMany(db, actor.hooks, newVehicles);
      await simCardResource.insertMany(db, actor.hooks, newSims);
      created.vehicles += newVehicles.length;
      created.simCards += newSims.length;

      const simIds = new Map(
        (
          await rows<{ iccid: string; id: number }>(
            db,
            sql`select iccid, id from sim_cards where tenant_id = ${actor.tenantId} and iccid = any(${sql.param(iccids)}::varchar[])`,
          )
        ).map((r) => [r.iccid, Number(r.id)]),
      );
      const newTerminals = usable
        .filter((i) => !haveTerminals.has(i.terminalCode))
        .map((i) =>
          validated(terminalResource, terminalBody(i, refs, simIds.get(i.iccid) ?? null), actor.caller),
        );
      if (!checked && newTerminals[0]) {
        await terminalResource.checkValues(db, actor.caller, newTerminals[0]);
        checked = true;
      }
      await terminalResource.insertMany(db, actor.hooks, newTerminals);
      created.terminals += newTerminals.length;

      // bindings, by the bind call's rules: only a vehicle without a terminal and a free terminal; a BIND log row each
      const bound = await rows<{
        vehicle_id: number;
        terminal_id: number;
        vin: string;
        terminal_code: string;
      }>(
        db,
        sql`with wanted as (
              select v.id as vehicle_id, t.id as terminal_id, v.vin, t.terminal_code
              from unnest(${sql.param(usable.map((i) => i.vin))}::varchar[], ${sql.param(usable.map((i) => i.terminalCode))}::varchar[]) as u(vin, code)
              join vehicles v on v.vin = u.vin and v.tenant_id = ${actor.tenantId}
              join terminals t on t.terminal_code = u.code and t.tenant_id = ${actor.tenantId}
              where not exists (select 1 from vehicle_terminals b where b.unbound_at is null and (b.vehicle_id = v.id or b.terminal_id = t.id))
            ), ins as (
              insert into vehicle_terminals (tenant_id, vehicle_id, terminal_id)
              select ${actor.tenantId}, vehicle_id, terminal_id from wanted
              returning vehicle_id, terminal_id
            )
            select ins.vehicle_id, ins.terminal_id, w.vin, w.terminal_code from ins join wanted w using (vehicle_id, terminal_id)`,
      );
      if (bound.length) {
        await db.execute(
          sql`insert into vehicle_terminal_logs (tenant_id, vehicle_id, vin, action, terminal_id, terminal_code, operator_id, operator_name, remark)
              select ${actor.tenantId}, u.vehicle_id, u.vin, 'BIND', u.terminal_id, u.code, ${actor.caller.userId}, ${actor.userName}, 'npm run admin -- fleet register'
              from unnest(${sql.param(bound.map((b) => Number(b.vehicle_id)))}::bigint[], ${sql.param(bound.map((b) => b.vin))}::varchar[],
                          ${sql.param(bound.map((b) => Number(b.terminal_id)))}::bigint[], ${sql.param(bound.map((b) => b.terminal_code))}::varchar[]) as u(vehicle_id, vin, terminal_id, code)`,
        );
      }
      created.bindings += bound.length;
    });
    spec.onProgress?.(Math.min(at + chunk, spec.vehicles), spec.vehicles);
  }
  const result = { tenantId: actor.tenantId, created, conflicts, ms: Date.now() - started };
  await businessLog(
    database,
    actor,
    'fleetRegister',
    `npm run admin -- fleet register --vehicles ${spec.vehicles} --seed ${seed} --offset ${offset} --tenant ${spec.tenant}`,
    {
      seed,
      offset,
      vehicles: spec.vehicles,
      created,
      conflicts: conflicts.length,
    },
  );
  return result;
}

/**
 * Removes what registerFleet registered for these identities in the tenant: vehicles (with their
 * history, raw frames and everything that cascades from them), terminals and SIM cards. The
 * series, model and organisation stay (other fleets may use them). Idempotent too.
 */
export async function removeFleet(database: Database, spec: FleetSpec): Promise<RemoveResult> {
  const started = Date.now();
  checkSize(spec);
  const seed = spec.seed ?? FLEET_SEED;
  const offset = spec.offset ?? 0;
  const chunk = spec.chunk ?? DEFAULT_CHUNK;
  const actor = await actorFor(database, spec.tenant);
  const removed = { vehicles: 0, simCards: 0, terminals: 0 };
  const t = actor.tenantId;
  for (let at = 0; at < spec.vehicles; at += chunk) {
    const ids = fleetIdentities(Math.min(chunk, spec.vehicles - at), seed, offset + at);
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const vins = sql.param(ids.map((i) => i.vin));
      const vehicleIds = (
        await rows<{ id: number }>(
          db,
          sql`select id from vehicles where tenant_id = ${t} and vin = any(${vins}::varchar[])`,
        )
      ).map((r) => Number(r.id));
      if (vehicleIds.length) {
        const list = sql.param(vehicleIds);
        // history and raw frames have no foreign key (partitioned on PostgreSQL): removed by hand
        await db.execute(sql`delete from vehicle_history where vehicle_id = any(${list}::bigint[])`);
        await db.execute(sql`delete from raw_frames where vehicle_id = any(${list}::bigint[])`);
        await db.execute(sql`delete from vehicles where id = any(${list}::bigint[])`);
      }
      const terminals = await rows<{ id: number }>(
        db,
        sql`delete from terminals where tenant_id = ${t} and terminal_code = any(${sql.param(ids.map((i) => i.terminalCode))}::varchar[]) returning id`,
      );
      const sims = await rows<{ id: number }>(
        db,
        sql`delete from sim_cards where tenant_id = ${t} and iccid = any(${sql.param(ids.map((i) => i.iccid))}::varchar[]) returning id`,
      );
      removed.vehicles += vehicleIds.length;
      removed.terminals += terminals.length;
      removed.simCards += sims.length;
    });
    spec.onProgress?.(Math.min(at + chunk, spec.vehicles), spec.vehicles);
  }
  await businessLog(
    database,
    actor,
    'fleetRemove',
    `npm run admin -- fleet remove --vehicles ${spec.vehicles} --seed ${seed} --offset ${offset} --tenant ${spec.tenant}`,
    {
      seed,
      offset,
      vehicles: spec.vehicles,
      removed,
    },
  );
  return { tenantId: t, removed, ms: Date.now() - started };
}

/** One business log row per run, as a console change writes one per call: who (the tenant's administrator), what, when. */
async function businessLog(
  database: Database,
  actor: Actor,
  action: string,
  command: string,
  detail: Row,
): Promise<void> {
  await database.db.execute(
    sql`insert into business_logs (tenant_id, user_id, user_name, module, action, method, url, ip, status, detail)
        values (${actor.tenantId}, ${actor.caller.userId}, ${actor.userName}, 'vehicle', ${action}, 'CLI', ${command.slice(0, 500)}, 'localhost', 200, ${JSON.stringify(detail)})`,
  );
}

/** An AppError (a row the archive refuses) as the console would word it, in English. */
export function describeError(err: unknown): string {
  if (err instanceof AppError) {
    const fields = err.fields ? Object.values(err.fields).join('; ') : '';
    return fields || translate('en-US', err.code, err.params);
  }
  return err instanceof Error ? err.message : String(err);
}
