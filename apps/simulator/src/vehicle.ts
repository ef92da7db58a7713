import type { Edition, RealtimeBody } from '@chelian/gb32960';
import type { City } from './cities';
import { Random } from './random';

export type Mode = 'driving' | 'parked' | 'charging';

export interface VehicleOptions {
  city: City;
  seed: number;
  /** cells in series (default 96) */
  cells?: number;
  /** temperature probes (default 48) */
  probes?: number;
  /** starting state of charge, % */
  soc?: number;
  /** starting odometer, km */
  mileage?: number;
}

/** An alarm the vehicle reports until it clears. */
export interface ActiveAlarm {
  level: number;
  flags: number;
  storageFaults?: number[];
  motorFaults?: number[];
  otherFaults?: number[];
  /** simulated time the alarm clears (ms); undefined keeps it until clearAlarm() */
  until?: number;
}

const PACK_KWH = 60;
const M_PER_DEG_LAT = 111_320;
/** motor rpm per km/h (wheel radius 0.33 m, reduction 9.7) */
const RPM_PER_KMH = 78;
const AMBIENT = 25;

/** Random alarms: general flag bit, level, how it shows in the fault lists. */
const ALARM_KINDS: { bit: number; level: number; fault?: 'storage' | 'motor' | 'other' }[] = [
  { bit: 0, level: 1 },
  { bit: 1, level: 2, fault: 'storage' },
  { bit: 10, level: 1, fault: 'storage' },
  { bit: 11, level: 3 },
  { bit: 12, level: 1, fault: 'other' },
  { bit: 15, level: 2, fault: 'motor' },
  { bit: 17, level: 2, fault: 'motor' },
];

/**
 * A battery-electric vehicle driving around a city: trips between random waypoints with stops,
 * parking, charging sessions when the battery runs low, and the values that follow (pack and cell
 * voltages, current, temperatures, motor speed and torque). Time is simulated: step(ms) advances it.
 */
export class VehicleModel {
  readonly rng: Random;
  readonly city: City;
  mode: Mode = 'parked';
  /** a speed limit the platform set (km/h), or null */
  speedCap: number | null = null;
  /** locked by the platform: a parked vehicle does not start its next trip */
  immobilized = false;
  lng: number;
  lat: number;
  /** km/h */
  speed = 0;
  /** km */
  mileage: number;
  /** % (fractional internally) */
  soc: number;
  /** A, positive = discharging */
  current = 0;
  batteryTemp = AMBIENT;
  motorTemp = AMBIENT;
  accel = 0;
  readonly insulation: number;
  private readonly cellOffsets: number[];
  private readonly probeOffsets: number[];
  private target: { lng: number; lat: number } | null = null;
  private cruise = 50;
  private tripLeft = 0;
  /** simulated time the current mode (parked, charging) ends */
  modeUntil = 0;
  private stopUntil = 0;
  private nextAlarmCheck = 0;
  /** simulated clock, ms since epoch */
  now: number;
  alarm: ActiveAlarm | null = null;
  /** set by the test API: no random alarms */
  randomAlarms = true;
  /** how many random GB alarms a vehicle raises in an hour of simulated time, on average */
  alarmsPerHour = 0.5;
  /**
   * how many stray fixes (one report's position hundreds of kilometres off, as a receiver that
   * lost its lock reports) a vehicle sends in an hour of simulated time, on average; 0: none
   */
  positionJumpsPerHour = 0;
  private lastReportAt: number | null = null;

  constructor(opts: VehicleOptions, now = Date.now()) {
    this.rng = new Random(opts.seed);
    this.city = opts.city;
    this.now = now;
    const r = this.rng;
    this.lng = opts.city.lng + r.range(-0.08, 0.08);
    this.lat = opts.city.lat + r.range(-0.06, 0.06);
    this.soc = opts.soc ?? r.range(35, 95);
    this.mileage = opts.mileage ?? Math.round(r.range(800, 60000) * 10) / 10;
    this.insulation = r.int(8000, 30000);
    this.cellOffsets = Array.from({ length: opts.cells ?? 96 }, () => r.gauss() * 0.004);
    this.probeOffsets = Array.from({ length: opts.probes ?? 48 }, () => r.gauss() * 0.8);
    this.modeUntil = now + r.range(0, 60_000);
  }

  get cellCount(): number {
    return this.cellOffsets.length;
  }

  /** Advances the simulation by ms of simulated time (in steps of at most 1 s). */
  step(ms: number): void {
    while (ms > 0) {
      const dt = Math.min(ms, 1000);
      this.tick(dt / 1000);
      this.now += dt;
      ms -= dt;
    }
  }

  private tick(dt: number): void {
    const r = this.rng;
    switch (this.mode) {
      case 'parked':
        this.speed = 0;
        this.accel = 0;
        this.current = r.range(0.5, 2);
        if (this.now >= this.modeUntil) {
          if (this.soc < 30) this.startCharging();
          else if (!this.immobilized) this.startTrip();
        }
        break;
      case 'charging': {
        this.speed = 0;
        this.accel = 0;
        const fast = this.current < -60;
        const rate = fast ? 0.03 : 0.006; // % per second: DC fast or AC
        this.soc = Math.min(100, this.soc + rate * dt * (this.soc > 80 ? 0.4 : 1));
        if (this.soc >= this.chargeTarget || this.now >= this.modeUntil) this.park(r.range(60_000, 300_000));
        break;
      }
      case 'driving':
        this.drive(dt);
        break;
    }
    // temperatures follow the current
    const heat = (this.current * this.current) / 40_000;
    this.batteryTemp += (heat - (this.batteryTemp - AMBIENT) * 0.004) * dt;
    const motorHeat = this.mode === 'driving' ? Math.abs(this.speed) / 250 : 0;
    this.motorTemp += (motorHeat - (this.motorTemp - AMBIENT) * 0.01) * dt;
    this.updateAlarm();
  }

  private chargeTarget = 95;

  private startCharging(): void {
    this.mode = 'charging';
    const fast = this.rng.chance(0.5);
    this.current = fast ? -this.rng.range(90, 160) : -this.rng.range(14, 30);
    this.chargeTarget = this.rng.range(85, 100);
    this.modeUntil = this.now + (fast ? 90 : 600) * 60_000;
  }

  private park(ms: number): void {
    this.mode = 'parked';
    this.speed = 0;
    this.modeUntil = this.now + ms;
  }

  private startTrip(): void {
    this.mode = 'driving';
    this.tripLeft = this.rng.range(3, 25);
    this.cruise = this.rng.range(30, 75);
    this.newTarget();
  }

  private newTarget(): void {
    const r = this.rng;
    this.target = { lng: this.city.lng + r.range(-0.12, 0.12), lat: this.city.lat + r.range(-0.09, 0.09) };
    this.cruise = r.range(30, 75);
  }

  private drive(dt: number): void {
    const r = this.rng;
    let want = this.cruise;
    if (this.now < this.stopUntil) want = 0;
    else if (r.chance(dt / 90)) this.stopUntil = this.now + r.range(10_000, 45_000);
    const dv = Math.max(-9, Math.min(7, want - this.speed)); // km/h per second
    this.accel = dv;
    this.speed = Math.max(0, this.speed + dv * dt * 0.8);
    // the vehicle controller holds a limit the platform set
    if (this.speedCap !== null) this.speed = Math.min(this.speed, this.speedCap);
    const meters = (this.speed / 3.6) * dt;
    const km = meters / 1000;
    this.mileage += km;
    this.tripLeft -= km;
    // power: rolling + aero + acceleration, regeneration when slowing
    const v = this.speed / 3.6;
    const powerKw = (0.15 * v + 0.0004 * v * v * v + 1.6 * v * (dv / 3.6)) * 1.1 + 0.8;
    this.current = (powerKw * 1000) / this.packVoltage();
    this.soc = Math.max(0, Math.min(100, this.soc - ((powerKw * dt) / 3600 / PACK_KWH) * 100));
    if (this.target) {
      const cos = Math.cos((this.lat * Math.PI) / 180);
      const dx = (this.target.lng - this.lng) * M_PER_DEG_LAT * cos;
      const dy = (this.target.lat - this.lat) * M_PER_DEG_LAT;
      const dist = Math.hypot(dx, dy);
      if (dist < Math.max(30, meters)) this.newTarget();
      else if (meters > 0) {
        // roads are not straight: wander a little around the bearing
        const bearing = Math.atan2(dy, dx) + r.gauss() * 0.15;
        this.lng += (Math.cos(bearing) * meters) / (M_PER_DEG_LAT * cos);
        this.lat += (Math.sin(bearing) * meters) / M_PER_DEG_LAT;
      }
    }
    if (this.tripLeft <= 0 || this.soc < 15) this.park(r.range(60_000, 600_000));
  }

  private updateAlarm(): void {
    if (this.alarm?.until !== undefined && this.now >= this.alarm.until) this.alarm = null;
    if (!this.randomAlarms || this.now < this.nextAlarmCheck) return;
    this.nextAlarmCheck = this.now + 60_000;
    if (this.alarm) return;
    if (this.soc < 20) {
      this.alarm = { level: 1, flags: 1 << 4, until: this.now + 120_000 };
      return;
    }
    // checked once a minute: by default about one alarm per vehicle every two hours
    if (!this.rng.chance(this.alarmsPerHour / 60)) return;
    const kind = this.rng.pick(ALARM_KINDS);
    const code = 0x10_00_00 + kind.bit * 0x100 + this.rng.int(1, 40);
    this.alarm = {
      level: kind.level,
      flags: 2 ** kind.bit,
      storageFaults: kind.fault === 'storage' ? [code] : [],
      motorFaults: kind.fault === 'motor' ? [code] : [],
      otherFaults: kind.fault === 'other' ? [code] : [],
      until: this.now + this.rng.range(30_000, 300_000),
    };
  }

  /** open-circuit cell voltage of an NMC cell at the current SOC */
  private ocv(): number {
    const s = this.soc / 100;
    return 3.42 + 0.62 * s + 0.14 * s * s;
  }

  packVoltage(): number {
    return this.ocv() * this.cellOffsets.length;
  }

  cellVoltages(): number[] {
    const sag = this.current * 0.0009;
    const base = this.ocv() - sag;
    return this.cellOffsets.map((o) => Math.round((base + o) * 1000) / 1000);
  }

  probeTemps(): number[] {
    return this.probeOffsets.map((o) => Math.round(this.batteryTemp + o));
  }

  /** The real-time report for the current state, in the model of @chelian/gb32960. */
  /** The reported position: where the vehicle is, or now and then a stray fix far off. */
  private fix(): { valid: boolean; lng: number; lat: number } {
    const hours = this.lastReportAt === null ? 0 : Math.max(0, this.now - this.lastReportAt) / 3_600_000;
    this.lastReportAt = this.now;
    let { lng, lat } = this;
    // the chance is drawn only when asked for: seeded runs without jumps keep their sequence
    if (this.positionJumpsPerHour > 0 && this.rng.chance(this.positionJumpsPerHour * hours)) {
      lng += this.rng.chance(0.5) ? 4 : -4;
      lat += this.rng.chance(0.5) ? 2.5 : -2.5;
    }
    return { valid: true, lng: Math.round(lng * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6 };
  }

  report(edition: Edition, time: string): RealtimeBody {
    const cells = this.cellVoltages();
    const probes = this.probeTemps();
    // plain loops: a fleet calls this tens of thousands of times a second
    let sum = 0;
    let maxCell = 0;
    let minCell = 0;
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i]!;
      sum += v;
      if (v > cells[maxCell]!) maxCell = i;
      if (v < cells[minCell]!) minCell = i;
    }
    let maxProbe = 0;
    let minProbe = 0;
    for (let i = 0; i < probes.length; i++) {
      const v = probes[i]!;
      if (v > probes[maxProbe]!) maxProbe = i;
      if (v < probes[minProbe]!) minProbe = i;
    }
    const voltage = Math.round(sum * 10) / 10;
    const current = Math.round(this.current * 10) / 10;
    const speed = Math.round(this.speed * 10) / 10;
    const driving = this.mode === 'driving';
    const charging = this.mode === 'charging';
    const soc = Math.max(0, Math.min(100, Math.round(this.soc)));
    const rpm = Math.round(this.speed * RPM_PER_KMH);
    const rawTorque =
      driving && this.speed > 0 ? (this.current * voltage) / Math.max(1, (rpm * Math.PI) / 30) : 0;
    const torque = Math.round(Math.max(-300, Math.min(350, rawTorque)) * 10) / 10;
    // codes of the standard: motor 1 consuming, 2 generating, 3 off, 4 ready; gear 14 D, 15 P
    const motorStatus = !driving ? 3 : this.current < 0 ? 2 : this.speed > 0 ? 1 : 4;
    const gear = driving ? 14 : 15;
    const alarm = this.alarm;
    const body: RealtimeBody = {
      time,
      vehicle: {
        // 1 started, 2 off; charge 1 parked charging, 3 not charging, 4 complete; run mode 1 electric
        status: driving ? 1 : 2,
        chargeStatus: charging ? (this.soc >= this.chargeTarget - 0.5 ? 4 : 1) : 3,
        runMode: 1,
        speed,
        mileage: Math.round(this.mileage * 10) / 10,
        voltage,
        current,
        soc,
        dcdc: driving || charging ? 1 : 2,
        gear,
        braking: driving && this.accel < -1,
        driving: driving && this.accel > 0.5,
        insulation: this.insulation,
      },
      motors: [
        {
          no: 1,
          status: motorStatus,
          controllerTemp: Math.round(this.motorTemp - 8),
          rpm,
          torque,
          temp: Math.round(this.motorTemp),
        },
      ],
      position: this.fix(),
      alarm: {
        level: alarm ? alarm.level : 0,
        flags: alarm ? alarm.flags : 0,
        flagNames: [],
        storageFaults: alarm?.storageFaults ?? [],
        motorFaults: alarm?.motorFaults ?? [],
        engineFaults: [],
        otherFaults: alarm?.otherFaults ?? [],
      },
      storageVoltages: [
        edition === 2016
          ? { no: 1, voltage, current, cellTotal: cells.length, firstCell: 1, cells }
          : { no: 1, voltage, current, cellTotal: cells.length, cells },
      ],
      storageTemps: [{ no: 1, probes }],
    };
    // edition-specific fields are added after the fact (object spreads are slow on this path)
    if (edition === 2016) {
      body.vehicle!.accelerator = driving
        ? Math.max(0, Math.min(100, Math.round(this.accel * 10 + this.speed / 3)))
        : 0;
      body.vehicle!.brake = driving && this.accel < -1 ? Math.min(100, Math.round(-this.accel * 8)) : 0;
      body.motors![0]!.controllerVoltage = voltage;
      body.motors![0]!.controllerCurrent = driving ? current : 0;
    } else {
      body.position!.coordSystem = 1; // WGS84
      body.alarm!.flagLevels = alarm ? flagLevels(alarm) : [];
    }
    if (edition === 2016) {
      body.extremes = {
        maxCellVoltage: { subsystem: 1, cell: maxCell + 1, value: cells[maxCell]! },
        minCellVoltage: { subsystem: 1, cell: minCell + 1, value: cells[minCell]! },
        maxTemp: { subsystem: 1, probe: maxProbe + 1, value: probes[maxProbe]! },
        minTemp: { subsystem: 1, probe: minProbe + 1, value: probes[minProbe]! },
      };
    }
    return body;
  }
}

function flagLevels(alarm: ActiveAlarm) {
  const out: { bit: number; name: string; level: number }[] = [];
  for (let bit = 0; bit < 32; bit++)
    if (alarm.flags & (2 ** bit)) out.push({ bit, name: '', level: alarm.level });
  return out;
}
