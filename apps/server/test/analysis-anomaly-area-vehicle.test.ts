import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedTerminal } from '@chelian/simulator';
import { callUrl } from '@chelian/contracts';
import { MONITOR_CALLS, type DayTravel, type Trip } from '@chelian/contracts/monitor';
import { provinceAt } from '@chelian/contracts/geo/locate';
import { GB_ALARM_FLAGS } from '@chelian/contracts/resources/alarm/records';
import {
  ANALYSIS_CALLS,
  ANALYSIS_IDLE_SECONDS,
  type AnalysisDayRow,
  type AnalysisPage,
} from '@chelian/contracts/resources/analysis/index';
import {
  ANALYSIS_MORE_CALLS as C,
  type ChargeHour,
  type DriveTop4,
  type GbAlarmCodeTop,
  type GbAlarmLevelTop,
  type RealtimeGroup,
  type RealtimeVehicleRow,
} from '@chelian/contracts/resources/analysis/more';
import { zoneMidnight, zonedTime } from '../src/platform/time-zone';
import { rollupMarked } from '../src/domains/analysis';
import { telemetryStore } from '../src/db/store';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';

const ZONE = 'Asia/Shanghai';
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('anomaly, area-vehicle and single-vehicle analysis from the rollups, history and alarms', () => {
  let h: Harness;
  let token: string;
  const fleet = identities(3, 'analysis-more');
  const ids = new Map<string, number>();
  const terminals: SimulatedTerminal[] = [];
  let modelId = 0;
  // the simulated clocks begin yesterday (tenant clock) at 06:00 and run twelve hours
  const [y, m, d] = new Date(Date.now() + 8 * HOUR - DAY)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .map(Number) as [number, number, number];
  const start = zoneMidnight(y, m, d, ZONE).getTime() + 6 * HOUR;
  const range = { startTime: start - DAY, endTime: start + DAY };
  const from = zoneMidnight(y, m, d, ZONE).getTime() - DAY;
  const to = from + 3 * DAY;
  const post = (path: string, body: unknown, as = token) =>
    h.call('POST', `/api/${path}`, { token: as, body, headers: { 'accept-language': 'en-US' } });

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '0' });
    token = await h.adminToken();
    for (const [vin, id] of await registerVehicles(h, fleet)) ids.set(vin, id);
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    const [series] = await query<{ id: number }>(
      h,
      `insert into vehicle_series (tenant_id, code, name) values ($1, 'MORE', 'More series') returning id`,
      [tenant!.id],
    );
    const [model] = await query<{ id: number }>(
      h,
      `insert into vehicle_models (tenant_id, code, name, vehicle_series_id, fuel_type)
       values ($1, 'MORE-VAN', 'More van', $2, 'BEV') returning id`,
      [tenant!.id, series!.id],
    );
    modelId = Number(model!.id);
    await query(h, 'update vehicles set vehicle_model_id = $1 where id = any($2::bigint[])', [
      modelId,
      [...ids.values()],
    ]);
    fleet.forEach((identity, i) => {
      const t = terminal(h, identity, {
        startTime: start,
        randomAlarms: true,
        alarmsPerHour: 4,
        seed: 7 + i,
      });
      // a low battery: a charging session comes within the hours simulated
      (t.vehicle as unknown as { soc: number }).soc = 26 + i;
      terminals.push(t);
    });
    for (const t of terminals) expect(await t.login()).toBe('ok');
    for (let i = 0; i < 360; i++) for (const t of terminals) t.tick(120_000);
    const vehicleIds = [...ids.values()];
    await waitFor(
      async () =>
        Number(
          (
            await query<{ n: number }>(
              h,
              'select count(*)::int as n from vehicle_history where vehicle_id = any($1::bigint[])',
              [vehicleIds],
            )
          )[0]!.n,
        ),
      (n) => n >= 360 * terminals.length,
      60_000,
      'reports stored',
    );
    await settle(h);
    await rollupMarked(telemetryStore(h.ctx.database));
  }, 180_000);
  afterAll(async () => {
    for (const t of terminals) await t.stop({ logout: false }).catch(() => undefined);
    await h?.close();
  });

  /** The fleet's alarm episodes begun in the range, straight from the alarm records. */
  const episodes = () =>
    query<{ vehicle_id: number; highest_level: number; flags: number; started_at: Date }>(
      h,
      `select vehicle_id, highest_level, flags, started_at from alarm_episodes
       where vehicle_id = any($1::bigint[]) and started_at >= $2 and started_at < $3`,
      [[...ids.values()], new Date(from), new Date(to)],
    );

  it('tops the vehicles by GB alarm episodes and levels as counted from the alarm records', async () => {
    const all = await episodes();
    expect(all.length).toBeGreaterThan(0);
    const res = await post(C.gbAlarmLevelTop.path, { ...range, vehicleModelId: modelId, size: 10 });
    expect(res.statusCode).toBe(200);
    const top = res.json() as GbAlarmLevelTop[];
    const expected = [...ids.entries()]
      .map(([vin, id]) => {
        const mine = all.filter((e) => Number(e.vehicle_id) === id);
        const level = (l: number) => mine.filter((e) => e.highest_level === l).length;
        return {
          vehicleId: id,
          vin,
          alarmCount: mine.length,
          alarmLevel1: level(1),
          alarmLevel2: level(2),
          alarmLevel3: level(3),
        };
      })
      .filter((r) => r.alarmCount > 0)
      .sort(
        (a, b) => b.alarmCount - a.alarmCount || b.alarmLevel3 - a.alarmLevel3 || a.vehicleId - b.vehicleId,
      );
    expect(top.map(({ plate: _, ...r }) => r)).toEqual(expected);
  });

  it('tops the general alarm flags by the episodes that carried them', async () => {
    const all = await episodes();
    const counts = GB_ALARM_FLAGS.map((flag, bit) => {
      const having = all.filter((e) => Math.floor(Number(e.flags) / 2 ** bit) % 2 === 1);
      return { flag, bit, count: having.length, vehicles: new Set(having.map((e) => e.vehicle_id)).size };
    })
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count || a.bit - b.bit);
    expect(counts.length).toBeGreaterThan(0);
    const res = await post(C.gbAlarmCodeTop.path, { ...range, vehicleModelId: modelId, size: 50 });
    expect(res.json()).toEqual(counts);
    const one = await post(C.gbAlarmCodeTop.path, { ...range, vin: fleet[0]!.vin, size: 3 });
    expect((one.json() as GbAlarmCodeTop[]).length).toBeLessThanOrEqual(3);
  });

  it('lists the vehicle-days with alarms or without position, with the alarms of the records', async () => {
    const all = await episodes();
    const page = (
      await post(ANALYSIS_CALLS.anomalyPage.path, { ...range, vehicleModelId: modelId, size: 100 })
    ).json() as AnalysisPage<AnalysisDayRow>;
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.alarmCount > 0 || row.noPosition > 0).toBe(true);
      const [yy, mm, dd] = row.date.split('-').map(Number) as [number, number, number];
      const dayFrom = zoneMidnight(yy, mm, dd, ZONE).getTime();
      const mine = all.filter(
        (e) =>
          Number(e.vehicle_id) === row.vehicleId &&
          e.started_at.getTime() >= dayFrom &&
          e.started_at.getTime() < dayFrom + DAY,
      );
      expect([row.vin, row.date, row.alarmCount, row.alarmLevel3]).toEqual([
        row.vin,
        row.date,
        mine.length,
        mine.filter((e) => e.highest_level === 3).length,
      ]);
    }
    const file = await post(ANALYSIS_CALLS.anomalyExport.path, { ...range, vehicleModelId: modelId });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('Anomalies');
  });

  it("groups the fleet's current state by province and by model as the latest positions say", async () => {
    const latest = await query<{ vin: string; lng: number | null; lat: number | null; online: boolean }>(
      h,
      'select vin, lng, lat, online from vehicle_latest where vehicle_id = any($1::bigint[])',
      [[...ids.values()]],
    );
    const expected = new Map<string, number>();
    for (const l of latest) {
      const p = l.lng != null && l.lat != null ? provinceAt(l.lng, l.lat) : undefined;
      if (p) expected.set(p.code, (expected.get(p.code) ?? 0) + 1);
    }
    expect(expected.size).toBeGreaterThan(0);
    const provinces = (
      await post(C.realtimeByProvince.path, { vehicleModelId: modelId })
    ).json() as RealtimeGroup[];
    expect(new Map(provinces.map((g) => [g.key, g.total]))).toEqual(expected);
    for (const g of provinces) expect(Object.values(g.states).reduce((s, v) => s + v, 0)).toBe(g.total);
    const online = latest.filter((l) => l.online).length;
    const models = (
      await post(C.realtimeByModel.path, { vehicleModelId: modelId })
    ).json() as RealtimeGroup[];
    expect(models).toHaveLength(1);
    expect(models[0]).toMatchObject({ key: String(modelId), name: 'More van', total: 3 });
    expect(models[0]!.states.offline).toBe(3 - online);

    const [code, count] = [...expected.entries()][0]!;
    const page = (
      await post(C.realtimePage.path, { vehicleModelId: modelId, province: code, size: 50 })
    ).json() as AnalysisPage<RealtimeVehicleRow>;
    expect(page.total).toBe(count);
    expect(page.items.map((r) => r.vin)).toEqual(
      latest
        .filter((l) => l.lng != null && provinceAt(l.lng, l.lat!)?.code === code)
        .map((l) => l.vin)
        .sort(),
    );
    expect(page.items.every((r) => r.provinceName === provinces.find((p) => p.key === code)!.name)).toBe(
      true,
    );
  });

  it('exports the area-vehicle list as filtered: the workbook holds the rows the list shows', async () => {
    const provinces = (
      await post(C.realtimeByProvince.path, { vehicleModelId: modelId })
    ).json() as RealtimeGroup[];
    const STATES = {
      offline: 'Offline',
      alarm: 'Alarm',
      charging: 'Charging',
      driving: 'Driving',
      parked: 'Parked',
    };
    const width = 10;
    const pad = (cells: unknown[]) => Array.from({ length: width }, (_, i) => cells[i] ?? null);
    for (const filters of [
      { vehicleModelId: modelId },
      { vehicleModelId: modelId, province: provinces[0]!.key },
    ]) {
      const listed = (
        await post(C.realtimePage.path, { ...filters, size: 500 })
      ).json() as AnalysisPage<RealtimeVehicleRow>;
      expect(listed.total).toBeGreaterThan(0);
      const res = await post(C.realtimeExport.path, filters);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(String(res.headers['content-disposition'])).toContain('Vehicles%20by%20area');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const rows = Array.from({ length: sheet.rowCount }, (_, i) =>
        pad((sheet.getRow(i + 1).values as unknown[]).slice(1)),
      );
      expect(rows[0]).toEqual([
        'VIN',
        'Plate',
        'Model',
        'Organisation',
        'Province',
        'State',
        'Speed (km/h)',
        'SOC (%)',
        'Odometer (km)',
        'Last report',
      ]);
      expect(rows.slice(1)).toEqual(
        listed.items.map((r) =>
          pad([
            r.vin,
            r.plate,
            r.modelName,
            r.orgName,
            r.provinceName,
            STATES[r.state],
            r.speed,
            r.soc,
            r.mileage,
            r.time == null ? null : zonedTime(r.time, ZONE),
          ]),
        ),
      );
    }
    // the sheet speaks the caller's language
    const tw = await h.call('POST', `/api/${C.realtimeExport.path}`, {
      token,
      body: { vehicleModelId: modelId },
      headers: { 'accept-language': 'zh-TW' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(tw.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 6)).toEqual([
      'VIN',
      '車牌號',
      '車型',
      '所屬機構',
      '所在省份',
    ]);
    expect(book.worksheets[0]!.name).toBe('區域車輛統計');
    // viewing the screen is not exporting it
    const viewer = await h.userWithPermissions('area_vehicle_viewer', ['areaVehicle/view']);
    expect((await post(C.realtimePage.path, {}, viewer)).statusCode).toBe(200);
    expect((await post(C.realtimeExport.path, {}, viewer)).statusCode).toBe(403);
  });

  it("lists a vehicle's trips and days of travel as its history gives them", async () => {
    const vin = fleet[0]!.vin;
    const res = await post(C.travel.path, { vin, ...range });
    expect(res.statusCode, res.body).toBe(200);
    const trips = res.json() as Trip[];
    expect(trips.length).toBeGreaterThan(0);
    // the trips the single-vehicle monitor finds in the same history
    const monitor = await h.call('POST', `/api/${callUrl(MONITOR_CALLS.travel, { vin })}`, {
      token,
      body: range,
    });
    expect(trips).toEqual(monitor.json());
    const [bounds] = await query<{ first: Date; last: Date }>(
      h,
      `select min(frame_time) as first, max(frame_time) as last from vehicle_history
       where vehicle_id = $1 and frame_time >= $2 and frame_time < $3`,
      [ids.get(vin), new Date(range.startTime), new Date(range.endTime)],
    );
    for (const trip of trips) {
      expect(trip.startTime).toBeGreaterThanOrEqual(new Date(bounds!.first).getTime());
      expect(trip.endTime).toBeLessThanOrEqual(new Date(bounds!.last).getTime());
      expect(trip.endTime).toBeGreaterThan(trip.startTime);
      expect(trip.distance).toBeGreaterThanOrEqual(0);
    }

    const days = (await post(C.daysTravel.path, { vin, ...range })).json() as DayTravel[];
    expect(days.reduce((s, x) => s + x.trips, 0)).toBe(trips.length);
    // a day's mileage is its odometer rise, as the daily rollups count it
    const top = (await post(C.driveTop4.path, { vin, ...range })).json() as DriveTop4;
    expect(days.map((x) => x.date)).toEqual(top.days.filter((x) => x.driveHours > 0).map((x) => x.date));
    expect(days.reduce((s, x) => s + x.mileage, 0)).toBeCloseTo(top.totals.mileage, 1);
    expect(trips.reduce((s, x) => s + x.distance, 0)).toBeLessThanOrEqual(
      top.totals.mileage + 0.1 * trips.length,
    );

    // each sub-screen has its own permission; a longer range or another tenant's vehicle is refused
    const travelOnly = await h.userWithPermissions('travel_reader', ['singleVehicleTravel/view']);
    expect((await post(C.travel.path, { vin, ...range }, travelOnly)).statusCode).toBe(200);
    expect((await post(C.daysTravel.path, { vin, ...range }, travelOnly)).statusCode).toBe(403);
    const daysOnly = await h.userWithPermissions('days_travel_reader', ['singleVehicleDaysTravel/view']);
    expect((await post(C.daysTravel.path, { vin, ...range }, daysOnly)).statusCode).toBe(200);
    expect((await post(C.travel.path, { vin, ...range }, daysOnly)).statusCode).toBe(403);
    const long = await post(C.travel.path, { vin, startTime: start, endTime: start + 40 * DAY });
    expect(long.statusCode).toBe(400);
    const { fleet: other } = await h.demoTokens();
    expect((await post(C.daysTravel.path, { vin, ...range }, other)).statusCode).toBe(404);
  });

  it("answers a vehicle's days and charging hours as its history and alarm records sum them", async () => {
    const vin = fleet[0]!.vin;
    const vehicleId = ids.get(vin)!;
    const history = await query<{ frame_time: Date; mileage: number | null; charge_status: number | null }>(
      h,
      `select frame_time, mileage, charge_status from vehicle_history where vehicle_id = $1
       and frame_time >= $2 and frame_time < $3 order by frame_time, frame_key`,
      [vehicleId, new Date(range.startTime), new Date(range.endTime)],
    );
    const res = await post(C.driveTop4.path, { vin, ...range });
    expect(res.statusCode).toBe(200);
    const top = res.json() as DriveTop4;
    expect(top.days.map((x) => x.date)).toHaveLength(3);
    const odometer = history.map((r) => r.mileage).filter((x): x is number => x != null && x > 0);
    // the reports stay inside one tenant day (06:00 to 18:00): the day's odometer rise is the range's
    expect(top.totals.mileage).toBeCloseTo(
      Math.round((Math.max(...odometer) - Math.min(...odometer)) * 10) / 10,
      6,
    );
    const alarms = (await episodes()).filter((e) => Number(e.vehicle_id) === vehicleId);
    expect(top.totals.alarmCount).toBe(alarms.length);
    expect(top.totals.driveDays).toBe(1);

    const charging = (s: number | null) => s === 1 || s === 2;
    const expected = Array.from({ length: 24 }, (_, hour) => ({ hour, sessions: 0, seconds: 0 }));
    history.forEach((r, i) => {
      const hour = (new Date(r.frame_time).getUTCHours() + 8) % 24;
      if (charging(r.charge_status) && !charging(history[i - 1]?.charge_status ?? null))
        expected[hour]!.sessions++;
      const next = history[i + 1];
      if (charging(r.charge_status) && next)
        expected[hour]!.seconds += Math.min(
          (next.frame_time.getTime() - r.frame_time.getTime()) / 1000,
          ANALYSIS_IDLE_SECONDS,
        );
    });
    const hours = (await post(C.chargeTimeFrame.path, { vin, ...range })).json() as ChargeHour[];
    expect(hours).toEqual(
      expected.map((e) => ({
        hour: e.hour,
        sessions: e.sessions,
        chargeHours: Math.round((e.seconds / 3600) * 100) / 100,
      })),
    );
    expect(hours.reduce((s, x) => s + x.sessions, 0)).toBe(top.totals.chargeCount);
    expect(top.totals.chargeCount).toBeGreaterThan(0);
  });

  it('checks the inputs with localized messages', async () => {
    const vin = fleet[0]!.vin;
    const long = await post(C.chargeTimeFrame.path, { vin, startTime: start, endTime: start + 40 * DAY });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The time range may not exceed 30 days');
    const reversed = await post(C.driveTop4.path, {
      vin,
      startTime: range.endTime,
      endTime: range.startTime,
    });
    expect(reversed.statusCode).toBe(400);
    const year = await post(C.gbAlarmLevelTop.path, { startTime: 1, endTime: 400 * DAY });
    expect(year.statusCode).toBe(400);
    const quarter = await post(C.gbAlarmCodeTop.path, { startTime: start - 90 * DAY, endTime: start });
    expect(quarter.json().error.message).toBe('The time range may not exceed 31 days');
    const badProvince = await post(C.realtimePage.path, { province: 'Hubei' });
    expect(badProvince.statusCode).toBe(400);
    const tooMany = await post(C.gbAlarmCodeTop.path, { ...range, size: 51 });
    expect(tooMany.statusCode).toBe(400);
    const nobody = await post(C.driveTop4.path, { vin: 'LNOSUCHVEHICLE000', ...range });
    expect(nobody.statusCode).toBe(404);
  });

  it('refuses the calls without their permissions and lets the single-vehicle screen read its alarm flags', async () => {
    const reader = await h.userWithPermissions('analysis_more_reader', ['runningStatistics/view']);
    for (const call of Object.values(C)) {
      const res = await post(call.path, { ...range, vin: fleet[0]!.vin }, reader);
      expect([call.path, res.statusCode]).toEqual([call.path, 403]);
    }
    expect((await post(ANALYSIS_CALLS.anomalyPage.path, range, reader)).statusCode).toBe(403);
    const single = await h.userWithPermissions('analysis_more_single', ['singleVehicleAnalysis/view']);
    expect((await post(C.gbAlarmCodeTop.path, { ...range, vin: fleet[0]!.vin }, single)).statusCode).toBe(
      200,
    );
    expect((await post(C.driveTop4.path, { ...range, vin: fleet[0]!.vin }, single)).statusCode).toBe(200);
    expect((await post(C.gbAlarmLevelTop.path, range, single)).statusCode).toBe(403);
    expect((await post(C.realtimeByProvince.path, {}, single)).statusCode).toBe(403);
  });

  it("shows another tenant's administrator none of these vehicles", async () => {
    const { fleet: other } = await h.demoTokens();
    const levels = (
      await post(C.gbAlarmLevelTop.path, { ...range, size: 50 }, other)
    ).json() as GbAlarmLevelTop[];
    expect(levels.some((r) => ids.has(r.vin))).toBe(false);
    const codes = (await post(C.gbAlarmCodeTop.path, { ...range, vin: fleet[0]!.vin }, other)).json();
    expect(codes).toEqual([]);
    const page = (
      await post(C.realtimePage.path, { vin: fleet[0]!.vin }, other)
    ).json() as AnalysisPage<RealtimeVehicleRow>;
    expect(page.total).toBe(0);
    const models = (await post(C.realtimeByModel.path, {}, other)).json() as RealtimeGroup[];
    expect(models.some((g) => g.key === String(modelId))).toBe(false);
    expect((await post(C.driveTop4.path, { vin: fleet[0]!.vin, ...range }, other)).statusCode).toBe(404);
    expect((await post(C.chargeTimeFrame.path, { vin: fleet[0]!.vin, ...range }, other)).statusCode).toBe(
      404,
    );
    const anomalies = (
      await post(ANALYSIS_CALLS.anomalyPage.path, { ...range, size: 100 }, other)
    ).json() as AnalysisPage<AnalysisDayRow>;
    expect(anomalies.items.some((r) => ids.has(r.vin))).toBe(false);
  });
});
