import type { DayTravel, Trip } from '@chelian/contracts/monitor';

/** A report as the trip finder needs it, oldest first. */
export interface TravelReport {
  time: number;
  speed: number | null;
  mileage: number | null;
  voltage: number | null;
  current: number | null;
  soc: number | null;
  lng: number | null;
  lat: number | null;
}

/** Standing still this long ends a trip. */
export const STOP_MS = 5 * 60_000;
/** No report for this long ends a trip (the terminal slept or lost its link). */
export const GAP_MS = 10 * 60_000;
/** Longest step integrated for energy: a longer silence adds nothing. */
const MAX_STEP_MS = 60_000;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Trips from a vehicle's reports: a trip starts with the first report moving (speed above 0) and
 * ends at its last moving report once the vehicle has stood still for 5 minutes or reported
 * nothing for 10. Energy is the battery's discharge (voltage times current, current positive
 * when discharging as GB/T 32960.3 reports it) integrated over the trip.
 */
export function findTrips(reports: TravelReport[]): Trip[] {
  const trips: Trip[] = [];
  let first: TravelReport | null = null;
  let lastMoving: TravelReport | null = null;
  let previous: TravelReport | null = null;
  let energyWs = 0;
  let energyAtLastMoving = 0;
  let maxSpeed = 0;
  let count = 0;

  const close = () => {
    if (first && lastMoving && count >= 2) {
      const seconds = (lastMoving.time - first.time) / 1000;
      const distance =
        first.mileage != null && lastMoving.mileage != null
          ? Math.max(0, lastMoving.mileage - first.mileage)
          : 0;
      trips.push({
        startTime: first.time,
        endTime: lastMoving.time,
        durationSeconds: Math.round(seconds),
        startMileage: first.mileage,
        endMileage: lastMoving.mileage,
        distance: round(distance, 1),
        maxSpeed: round(maxSpeed, 1),
        avgSpeed: seconds > 0 ? round(distance / (seconds / 3600), 1) : 0,
        startSoc: first.soc,
        endSoc: lastMoving.soc,
        energyKwh: round(energyAtLastMoving / 3.6e6, 2),
        startLng: first.lng,
        startLat: first.lat,
        endLng: lastMoving.lng,
        endLat: lastMoving.lat,
      });
    }
    first = null;
    lastMoving = null;
    energyWs = 0;
    energyAtLastMoving = 0;
    maxSpeed = 0;
    count = 0;
  };

  for (const report of reports) {
    const moving = (report.speed ?? 0) > 0;
    if (first && previous && report.time - previous.time > GAP_MS) close();
    if (first && !moving && lastMoving && report.time - lastMoving.time >= STOP_MS) close();
    if (!first && moving) {
      first = report;
      lastMoving = report;
      count = 1;
      maxSpeed = report.speed ?? 0;
    } else if (first) {
      const step = Math.min(report.time - previous!.time, MAX_STEP_MS) / 1000;
      const power = (report.voltage ?? 0) * (report.current ?? 0);
      if (power > 0) energyWs += power * step;
      count++;
      if (moving) {
        lastMoving = report;
        energyAtLastMoving = energyWs;
        maxSpeed = Math.max(maxSpeed, report.speed ?? 0);
      }
    }
    previous = report;
  }
  close();
  return trips;
}

/**
 * Per day (`dayOf` names an instant's day, YYYY-MM-DD, on the tenant's clock): the odometer's advance over all the day's reports, and the trips that started
 * that day (their count, driving time and energy). Days without reports are left out.
 */
export function travelDays(
  reports: TravelReport[],
  trips: Trip[],
  dayOf: (ms: number) => string,
): DayTravel[] {
  const days = new Map<string, DayTravel & { low: number | null; high: number | null }>();
  const day = (key: string) => {
    let entry = days.get(key);
    if (!entry) {
      entry = {
        date: key,
        mileage: 0,
        trips: 0,
        drivingSeconds: 0,
        energyKwh: 0,
        maxSpeed: 0,
        kwhPer100km: null,
        low: null,
        high: null,
      };
      days.set(key, entry);
    }
    return entry;
  };
  for (const report of reports) {
    const entry = day(dayOf(report.time));
    if (report.mileage != null) {
      entry.low = entry.low == null ? report.mileage : Math.min(entry.low, report.mileage);
      entry.high = entry.high == null ? report.mileage : Math.max(entry.high, report.mileage);
    }
  }
  for (const trip of trips) {
    const entry = day(dayOf(trip.startTime));
    entry.trips++;
    entry.drivingSeconds += trip.durationSeconds;
    entry.energyKwh += trip.energyKwh;
    entry.maxSpeed = Math.max(entry.maxSpeed, trip.maxSpeed);
  }
  return [...days.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ low, high, ...entry }) => {
      const mileage = low != null && high != null ? round(high - low, 1) : 0;
      const energyKwh = round(entry.energyKwh, 2);
      return {
        ...entry,
        mileage,
        energyKwh,
        kwhPer100km: mileage > 0 && energyKwh > 0 ? round((energyKwh / mileage) * 100, 1) : null,
      };
    });
}
