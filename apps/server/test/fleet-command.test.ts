import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetIdentities, startFleet, type Refusal } from '@chelian/simulator';
import { registerFleet, removeFleet, SIM_FLEET } from '../src/admin/fleet';
import { startHarness, type Harness } from './harness';
import { query, settle, waitFor } from './gateway-support';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SEED = 'fleet-command-test';
const COUNT = 50;

/** `npm run simulate` as a user runs it, against the harness's gateway; resolves with what it printed. */
function simulate(port: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/simulator/src/cli.ts', '--port', String(port), ...args],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(out));
  });
}

describe('npm run admin -- fleet register: a simulated fleet of ones own, against a server without the demo fleet', () => {
  let h: Harness;
  let port: number;

  beforeAll(async () => {
    // DEMO_FLEET is 0 in tests; a per-address limit under the fleet's size shows loopback is exempt by default
    h = await startHarness({ GATEWAY_MAX_CONNECTIONS_PER_IP: '10' });
    port = h.vehicle.gateway!.port;
  });
  afterAll(() => h?.close());

  it('registers every vehicle with SIM card, terminal, key and binding, once', async () => {
    const first = await registerFleet(h.ctx.database, { tenant: 'chelian', vehicles: COUNT, seed: SEED });
    expect(first.created).toEqual({ vehicles: COUNT, simCards: COUNT, terminals: COUNT, bindings: COUNT });
    expect(first.conflicts).toEqual([]);
    const again = await registerFleet(h.ctx.database, { tenant: 'chelian', vehicles: COUNT, seed: SEED });
    expect(again.created).toEqual({ vehicles: 0, simCards: 0, terminals: 0, bindings: 0 });

    const ids = fleetIdentities(COUNT, SEED);
    const rows = await query<{
      vin: string;
      model: string;
      org: string;
      sim: string;
      key: string | null;
      log: number;
    }>(
      h,
      `select v.vin, m.code as model, o.code as org, s.iccid as sim, t.sign_public_key as key,
              (select count(*)::int from vehicle_terminal_logs l where l.vehicle_id = v.id and l.action = 'BIND') as log
       from vehicles v join vehicle_models m on m.id = v.vehicle_model_id join organisations o on o.id = v.org_id
       join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null join terminals t on t.id = b.terminal_id
       join sim_cards s on s.id = t.sim_card_id
       where v.vin = any($1::varchar[])`,
      [ids.map((i) => i.vin)],
    );
    expect(rows).toHaveLength(COUNT);
    const byVin = new Map(rows.map((r) => [r.vin, r]));
    for (const id of ids) {
      const r = byVin.get(id.vin)!;
      expect(r).toMatchObject({ model: SIM_FLEET.model, org: SIM_FLEET.org, sim: id.iccid, log: 1 });
      expect(r.key).toMatch(/^04[0-9A-F]{128}$/);
    }
    const logs = await query<{ action: string; detail: string }>(
      h,
      `select action, detail from business_logs where module = 'vehicle' and action = 'fleetRegister'`,
    );
    expect(logs).toHaveLength(2);
    // the console lists them: the archive's vehicle page of the tenant
    const page = await h.call('POST', '/api/vehicle-svc/vehicles/V1.0/page', {
      token: await h.adminToken(),
      body: { pageSize: 10, vin: ids[0]!.vin },
    });
    expect(page.statusCode).toBe(200);
    expect((page.json() as { items: { vin: string; terminalCode: string }[] }).items).toEqual([
      expect.objectContaining({ vin: ids[0]!.vin, terminalCode: ids[0]!.terminalCode }),
    ]);
  });

  it('runs them: every vehicle online (2016 and signed 2025 logins), its frames in history, nothing refused', async () => {
    const fleet = startFleet({
      vehicles: COUNT,
      seed: SEED,
      port,
      interval: 1,
      edition: 'mixed',
      signing: true,
      rampMs: 500,
      dropsPerHour: 0,
      sleepWhenParked: false,
      randomAlarms: false,
    });
    const refused: Refusal[] = [];
    fleet.onRefusal((r) => refused.push(r));
    try {
      await waitFor(
        () => fleet.stats().online,
        (n) => n === COUNT,
        20_000,
        'every simulated vehicle online',
      );
      await new Promise((r) => setTimeout(r, 2500));
      await settle(h);
      const vins = fleet.vehicles.map((v) => v.vin);
      const [state] = await query<{ online: number; reporting: number }>(
        h,
        `select count(*) filter (where l.online)::int as online,
                (select count(distinct hi.vehicle_id)::int from vehicle_history hi join vehicles v2 on v2.id = hi.vehicle_id where v2.vin = any($1::varchar[])) as reporting
         from vehicle_latest l join vehicles v on v.id = l.vehicle_id where v.vin = any($1::varchar[])`,
        [vins],
      );
      expect(state).toEqual({ online: COUNT, reporting: COUNT });
      // and on the distribution map of the tenant (positioned vehicles only)
      const map = await h.call('POST', '/api/vehicle-svc/vehicleMonitor/V1.0/getVehicleMapData', {
        token: await h.adminToken(),
      });
      expect(map.statusCode).toBe(200);
      const shown = new Set((map.json() as { vins: string[] }).vins);
      expect(vins.filter((v) => shown.has(v))).toHaveLength(COUNT);
      expect(refused).toEqual([]);
      expect(h.vehicle.gateway!.stats).toMatchObject({
        rejectedLogins: 0,
        signatureFailures: 0,
        refusedPerAddress: 0,
      });
    } finally {
      await fleet.stop({ logout: true, timeoutMs: 3000 });
    }
  });

  it("tells an ICCID that is not the archive's card from an unknown VIN, asking once as a 2025 terminal", async () => {
    const [registered] = fleetIdentities(1, SEED, 3);
    const fleet = startFleet({
      vehicles: 1,
      identities: [{ ...registered!, iccid: '89860000000000000001' }],
      port,
      edition: 2016,
      rampMs: 0,
    });
    const seen = new Promise<[Refusal, Refusal | 'ok' | null]>((resolve) =>
      fleet.onRefusal((r, probe) => resolve([r, probe])),
    );
    try {
      const [first, probe] = await seen;
      expect(first).toMatchObject({ reason: 'refused', vin: registered!.vin, detail: '0x02 error' });
      expect(probe).toMatchObject({ reason: 'iccid-mismatch', edition: 2025 });
    } finally {
      await fleet.stop();
    }
  });

  it('prints the refusal of unregistered VINs, with its reason, an example and what to do', async () => {
    const unknown = fleetIdentities(1, 'never-registered')[0]!.vin;
    const out2016 = await simulate(port, [
      '--vehicles',
      '3',
      '--seed',
      'never-registered',
      '--edition',
      '2016',
      '--duration',
      '6',
    ]);
    expect(out2016).toContain('2016 logins are refused with 0x02 error, which gives no reason');
    expect(out2016).toContain(`a 2025 login of ${unknown}`);
    expect(out2016).toContain('login refused: VIN unknown to the archive (0x04 VIN unknown)');
    expect(out2016).toContain('npm run admin -- fleet register --vehicles 3 --seed never-registered');
    expect(out2016).toMatch(/online 0\/3, .*refused \d+ \(refused \(0x02\) \d+\)/);
    const out2025 = await simulate(port, [
      '--vehicles',
      '2',
      '--seed',
      'never-registered',
      '--edition',
      '2025',
      '--duration',
      '6',
    ]);
    expect(out2025).toContain(
      `login refused: VIN unknown to the archive (0x04 VIN unknown), e.g. ${unknown}.`,
    );
    expect(out2025).toMatch(/online 0\/2, .*refused \d+ \(unknown VIN \d+\)/);
    // printed once per reason, not once per vehicle
    expect(out2025.split('login refused: VIN unknown').length - 1).toBe(1);
  });

  it('removes them (history included), and a second removal finds nothing', async () => {
    const removed = await removeFleet(h.ctx.database, { tenant: 'chelian', vehicles: COUNT, seed: SEED });
    expect(removed.removed).toEqual({ vehicles: COUNT, simCards: COUNT, terminals: COUNT });
    const vins = fleetIdentities(COUNT, SEED).map((i) => i.vin);
    const [left] = await query<{ n: number }>(
      h,
      'select count(*)::int as n from vehicles where vin = any($1::varchar[])',
      [vins],
    );
    expect(left!.n).toBe(0);
    expect(
      (await removeFleet(h.ctx.database, { tenant: 'chelian', vehicles: COUNT, seed: SEED })).removed,
    ).toEqual({ vehicles: 0, simCards: 0, terminals: 0 });
  });
});
