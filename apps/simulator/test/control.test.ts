import { describe, expect, it } from 'vitest';
import { CarBody } from '../src/body';
import { applyLock } from '../src/lock';
import { VehicleModel } from '../src/vehicle';
import { CITIES } from '../src/cities';

describe('remote control on the simulated vehicle', () => {
  it('moves doors, trunk and windows only while the vehicle stands', () => {
    const body = new CarBody();
    body.doorsLocked = false;
    expect(body.apply({ mode: 'driving', speed: 30 }, '010100')).toBe(false);
    expect(body.apply({ mode: 'parked', speed: 0 }, '010100')).toBe(true);
    expect(body.doorsLocked).toBe(true);
    expect(body.apply({ mode: 'driving', speed: 30 }, '050100')).toBe(false);
    // lights and horn work while driving
    expect(body.apply({ mode: 'driving', speed: 30 }, '060100')).toBe(true);
    expect(body.lightsOn).toBe(true);
  });

  it('checks the arguments of air conditioning, charging and preheat', () => {
    const body = new CarBody();
    const parked = { mode: 'parked' as const, speed: 0 };
    expect(body.apply(parked, '030108')).toBe(false);
    expect(body.apply(parked, '030105')).toBe(true);
    expect(body).toMatchObject({ airOn: true, windLevel: 5 });
    expect(body.apply(parked, '040146')).toBe(false); // 70 %
    expect(body.apply(parked, '04015A')).toBe(true); // 90 %
    expect(body.apply(parked, '0C0103')).toBe(false);
    expect(body.apply(parked, 'FF0100')).toBe(false);
    expect(body.apply(parked, '01')).toBe(false);
  });

  it('holds a speed limit while driving and a lock keeps a parked vehicle from starting', () => {
    const vehicle = new VehicleModel({ city: CITIES[0]!, seed: 7 }, Date.now());
    expect(applyLock(vehicle, '0302')).toBe(true);
    expect(vehicle.speedCap).toBe(10);
    vehicle.mode = 'driving';
    vehicle.speed = 40;
    for (let i = 0; i < 120; i++) {
      vehicle.step(1000);
      if (vehicle.mode === 'driving') expect(vehicle.speed).toBeLessThanOrEqual(10);
    }
    expect(applyLock(vehicle, '0305')).toBe(false);
    expect(applyLock(vehicle, '0400')).toBe(true);
    expect(vehicle.speedCap).toBeNull();

    expect(applyLock(vehicle, '0100')).toBe(true);
    vehicle.mode = 'parked';
    vehicle.speed = 0;
    vehicle.soc = 90;
    vehicle.step(3 * 3600_000);
    expect(vehicle.mode).toBe('parked');
    expect(applyLock(vehicle, '0200')).toBe(true);
    expect(vehicle.immobilized).toBe(false);
  });

  it('a mileage change sets the odometer it reports from, an urgent reset clears lock and speed cap', () => {
    const vehicle = new VehicleModel({ city: CITIES[0]!, seed: 11 }, Date.now());
    expect(applyLock(vehicle, '050001E23A')).toBe(true);
    expect(vehicle.mileage).toBe(12345);
    expect(applyLock(vehicle, '0500')).toBe(false);
    applyLock(vehicle, '0301');
    applyLock(vehicle, '0100');
    expect(applyLock(vehicle, '0600')).toBe(true);
    expect(vehicle).toMatchObject({ immobilized: false, speedCap: null });
  });
});
