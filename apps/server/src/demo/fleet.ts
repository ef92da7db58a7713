import { demoSigningKey, fleetIdentities, startFleet, type Fleet } from '@chelian/simulator';
import { TERMINAL_FILE_UPLOAD_BASE } from '@chelian/contracts/terminal-files';
import { TelemetrySubjects, type TerminalWakeMessage } from '../domains/telemetry';
import type { ServerContext } from '../platform/context';
import { telemetryStore } from '../db/store';
import { DEMO } from './tenants';
import { seedFleetTerminalArchive } from './terminal-archive';
import { seedFleetTerminalRecords } from './terminal-records';
import { seedTerminalFilesDemo } from './terminal-files';
import { seedAnalysisDemo } from './analysis';
import { seedOtaDemo } from './ota';
import { seedOtaPartsDemo } from './ota-parts';
import { seedSilentVehicleDemo } from './alarm';

/**
 * The demo fleet's archive: `count` vehicles with their terminals and bindings in the platform
 * tenant, with the identities the simulator uses (same seed, same VINs and ICCIDs). Idempotent:
 * existing rows are left alone, so it runs at every start.
 */
export async function seedDemoFleet(
  ctx: Pick<ServerContext, 'database' | 'log'>,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  const store = telemetryStore(ctx.database);
  const tenant = (
    await store.query<{ id: number }>('select id from tenants where tenant_code = $1', [DEMO.platformTenant])
  )[0];
  if (!tenant) {
    ctx.log.warn('demo fleet: no demo tenant, the fleet is not seeded');
    return 0;
  }
  const tenantId = Number(tenant.id);
  const ids = fleetIdentities(count);
  await store.transaction(async (tx) => {
    await tx.query(
      // archived under the demo model of the same name when the archive demo has it
      `insert into vehicles (tenant_id, vin, plate, model, series, vehicle_model_id, vehicle_series_id, vehicle_type_id)
       select $1, u.vin, u.plate, u.model, split_part(u.model, ' ', 1), m.id, m.vehicle_series_id, m.vehicle_type_id
       from unnest($2::varchar[], $3::varchar[], $4::text[]) as u(vin, plate, model)
       left join lateral (select id, vehicle_series_id, vehicle_type_id from vehicle_models where tenant_id = $1 and name = u.model limit 1) m on true
       on conflict (vin) do nothing`,
      [tenantId, ids.map((i) => i.vin), ids.map((i) => i.plate), ids.map((i) => i.model)],
    );
    // each terminal's demo signing key (the simulator's 2025 terminals sign their reports with it)
    const keys = ids.map((i) => demoSigningKey(i.vin).publicKeyHex);
    await tx.query(
      `insert into terminals (tenant_id, terminal_code, iccid, sign_public_key)
       select $1, u.code, u.iccid, u.sign_key from unnest($2::varchar[], $3::varchar[], $4::varchar[]) as u(code, iccid, sign_key)
       where not exists (select 1 from terminals t where t.terminal_code = u.code or t.iccid = u.iccid)`,
      [tenantId, ids.map((i) => i.terminalCode), ids.map((i) => i.iccid), keys],
    );
    await tx.query(
      `insert into vehicle_terminals (tenant_id, vehicle_id, terminal_id)
       select $1, v.id, t.id from unnest($2::varchar[], $3::varchar[]) as u(vin, code)
       join vehicles v on v.vin = u.vin join terminals t on t.terminal_code = u.code
       where not exists (select 1 from vehicle_terminals b where b.unbound_at is null and (b.vehicle_id = v.id or b.terminal_id = t.id))`,
      [tenantId, ids.map((i) => i.vin), ids.map((i) => i.terminalCode)],
    );
    await seedFleetTerminalArchive(tx, tenantId, ids);
    await seedFleetTerminalRecords(tx, tenantId, ids);
  });
  return ids.length;
}

/** The simulated fleet reporting to this process's gateway, and how to stop it. */
export interface DemoFleet {
  fleet: Fleet;
  stop(): Promise<void>;
}

/**
 * Starts DEMO_FLEET simulated terminals against the gateway on `gatewayPort`, once their archive
 * is seeded, so that a newcomer's console shows live vehicles. A wake-up SMS sent through the
 * default terminal SMS gateway reaches the demo terminal it names.
 */
export async function startDemoFleet(ctx: ServerContext, gatewayPort: number): Promise<DemoFleet | null> {
  const { config, log } = ctx;
  const seeded = await seedDemoFleet(ctx, config.DEMO_FLEET);
  if (seeded === 0) return null;
  // the demo terminals post requested files to this process's API (when it serves one)
  const uploadUrl =
    config.roles.has('api') && config.PORT > 0
      ? `http://127.0.0.1:${config.PORT}/api/${TERMINAL_FILE_UPLOAD_BASE}`
      : undefined;
  // the last of a fleet of five or more never connects: it shows under abnormal offline
  const silent = seeded >= 5 ? 1 : 0;
  const fleet = startFleet({
    vehicles: seeded - silent,
    interval: config.DEMO_FLEET_INTERVAL_SECONDS,
    host: '127.0.0.1',
    port: gatewayPort,
    edition: 'mixed',
    uploadUrl,
    signing: true,
    // GB alarms of every level arrive within minutes of a start, not hours
    alarmsPerHour: 3,
    // a stray fix now and then: abnormal locations of the demo
    positionJumpsPerHour: 1,
  });
  if (silent) await seedSilentVehicleDemo(ctx, fleetIdentities(seeded).at(-1)!.vin);
  await seedTerminalFilesDemo(ctx, fleet.vehicles.slice(0, 3));
  await seedAnalysisDemo(
    ctx,
    fleetIdentities(seeded).map((i) => i.vin),
  );
  await seedOtaDemo(
    ctx,
    fleetIdentities(Math.min(6, seeded)).map((i) => i.vin),
  );
  await seedOtaPartsDemo(
    ctx,
    fleetIdentities(seeded).map((i) => i.vin),
  );
  log.info({ vehicles: seeded, interval: config.DEMO_FLEET_INTERVAL_SECONDS }, 'demo fleet started');
  const stopWake = ctx.bus.subscribe(TelemetrySubjects.terminalWake, (payload) => {
    const target = fleet.vehicles.find((v) => v.vin === (payload as TerminalWakeMessage).vin);
    target?.wake().catch(() => undefined);
  });
  return {
    fleet,
    async stop() {
      stopWake();
      // the demo terminals log out (briefly waited for) before the gateway closes
      await Promise.race([fleet.stop({ logout: true }), new Promise((r) => setTimeout(r, 3000))]);
    },
  };
}
