import type { TelemetryStore } from '../db/store';

/** What the gateway needs to know about a VIN. */
export interface VehicleRef {
  vehicleId: number;
  tenantId: number;
  vin: string;
  /** the terminal bound to the vehicle now, if any */
  terminalId: number | null;
  terminalCode: string | null;
  terminalIccid: string | null;
  /** ICCID of the SIM card the archive assigns to the bound terminal (null: none assigned) */
  simIccid: string | null;
  /** the bound terminal's registered signing key (public), as stored */
  signKey: string | null;
}

export type IccidCheck = 'refuse' | 'alarm' | 'off';

/** A login's archive lookup: the vehicle, and the archive's card when the login's ICCID differs from it. */
export interface LoginLookup {
  ref: VehicleRef | null;
  /** set when the login's ICCID is not the card the archive assigns (and the check is on) */
  expectedIccid: string | null;
}

export interface ArchiveOptions {
  autoRegister: boolean;
  /** tenant_code of the tenant auto-registered vehicles belong to */
  autoRegisterTenant: string;
}

const LOOKUP = `select v.id as vehicle_id, v.tenant_id, v.vin, t.id as terminal_id, t.terminal_code, t.iccid,
    s.iccid as sim_iccid, t.sign_public_key
  from vehicles v
  left join vehicle_terminals b on b.vehicle_id = v.id and b.unbound_at is null
  left join terminals t on t.id = b.terminal_id
  left join sim_cards s on s.id = t.sim_card_id
  where v.vin = $1`;

interface Row {
  vehicle_id: number;
  tenant_id: number;
  vin: string;
  terminal_id: number | null;
  terminal_code: string | null;
  iccid: string | null;
  sim_iccid: string | null;
  sign_public_key: string | null;
}

const toRef = (r: Row): VehicleRef => ({
  vehicleId: Number(r.vehicle_id),
  tenantId: Number(r.tenant_id),
  vin: r.vin,
  terminalId: r.terminal_id === null ? null : Number(r.terminal_id),
  terminalCode: r.terminal_code,
  terminalIccid: r.iccid,
  simIccid: r.sim_iccid ?? null,
  signKey: r.sign_public_key ?? null,
});

/** ICCIDs are digits and hex letters; a terminal may send the letters in either case. */
const sameIccid = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The gateway's view of the vehicle archive: VIN -> vehicle and bound terminal, auto-registration
 * of unknown VINs when allowed, and the ICCID a terminal reports at login.
 */
export class Archive {
  constructor(
    private readonly store: TelemetryStore,
    private readonly options: ArchiveOptions,
  ) {}

  async lookup(vin: string): Promise<VehicleRef | null> {
    const rows = await this.store.query<Row>(LOOKUP, [vin]);
    return rows[0] ? toRef(rows[0]) : null;
  }

  /**
   * The vehicle for a login: from the archive, or registered now (vehicle, terminal and binding)
   * when auto-registration is on; `ref` is null when the VIN is unknown and may not be registered.
   *
   * The login's ICCID is checked against the SIM card the archive assigns to the bound terminal:
   * the VIN is printed on the car, so it alone proves nothing. Only the assigned card counts:
   * the terminal's own `iccid` column is what the last login reported, and trusting it would let
   * one forged login set what the next one is checked against. A terminal with no card assigned
   * is not checked (the terminal anomalies list it as "no SIM card assigned").
   *
   * Records the login's ICCID on the bound terminal when no other terminal holds it, except for a
   * login the check refuses.
   */
  async forLogin(vin: string, iccid: string, check: IccidCheck = 'off'): Promise<LoginLookup> {
    let ref = await this.lookup(vin);
    if (!ref && !this.options.autoRegister) return { ref: null, expectedIccid: null };
    if (!ref || (ref.terminalId === null && this.options.autoRegister)) ref = await this.register(vin, iccid);
    const expectedIccid =
      ref && check !== 'off' && ref.simIccid && !sameIccid(ref.simIccid, iccid) ? ref.simIccid : null;
    if (expectedIccid && check === 'refuse') return { ref, expectedIccid };
    if (ref && ref.terminalId !== null && iccid && ref.terminalIccid !== iccid) {
      const updated = await this.store.query(
        `update terminals set iccid = $2 where id = $1 and not exists (select 1 from terminals o where o.iccid = $2 and o.id <> $1) returning id`,
        [ref.terminalId, iccid],
      );
      if (updated.length) ref.terminalIccid = iccid;
    }
    return { ref, expectedIccid };
  }

  private async register(vin: string, iccid: string): Promise<VehicleRef | null> {
    return this.store.transaction(async (tx) => {
      const tenant = await tx.query<{ id: number }>('select id from tenants where tenant_code = $1', [
        this.options.autoRegisterTenant,
      ]);
      if (!tenant[0]) return null;
      const tenantId = Number(tenant[0].id);
      await tx.query('insert into vehicles (tenant_id, vin) values ($1, $2) on conflict (vin) do nothing', [
        tenantId,
        vin,
      ]);
      const vehicle = (await tx.query<Row>(LOOKUP, [vin]))[0]!;
      if (vehicle.terminal_id !== null) return toRef(vehicle);
      const code = `AUTO-${vin}`;
      const freeIccid =
        iccid && (await tx.query('select 1 from terminals where iccid = $1', [iccid])).length === 0
          ? iccid
          : null;
      await tx.query(
        `insert into terminals (tenant_id, terminal_code, iccid) values ($1, $2, $3) on conflict (terminal_code) do nothing`,
        [Number(vehicle.tenant_id), code, freeIccid],
      );
      const terminal = (
        await tx.query<{ id: number }>('select id from terminals where terminal_code = $1', [code])
      )[0]!;
      await tx.query(
        `insert into vehicle_terminals (tenant_id, vehicle_id, terminal_id)
         select $1, $2, $3 where not exists (select 1 from vehicle_terminals where unbound_at is null and (vehicle_id = $2 or terminal_id = $3))`,
        [Number(vehicle.tenant_id), Number(vehicle.vehicle_id), Number(terminal.id)],
      );
      return toRef((await tx.query<Row>(LOOKUP, [vin]))[0]!);
    });
  }
}
