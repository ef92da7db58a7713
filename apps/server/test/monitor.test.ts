import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { encode, type RealtimeBody } from '@chelian/gb32960';
import {
  MAP_STATES,
  MonitorApi,
  type MapData,
  type MonitorRow,
  type ProvinceCount,
} from '@chelian/contracts/monitor';
import { exactProvinceAt, provinceAt } from '@chelian/contracts/geo/locate';
import { startHarness, type Harness } from './harness';
import { identities, query, registerVehicles, settle, terminal, waitFor } from './gateway-support';
import { createLocalBus } from '../src/platform/bus';
import { forwardVehicleState } from '../src/domains/monitor/push';
import { TelemetrySubjects } from '../src/domains/telemetry/subjects';
import { zoneDayStart, zoneMidnight } from '../src/platform/time-zone';

const api = (path: string) => `/api/${path}`;

describe('monitoring', () => {
  let h: Harness;
  let token: string;
  const [a, b] = identities(2, 'monitor-test');
  const bare = 'LMONITORNOTERM001';
  const foreign = 'LMONITORFOREIGN01';
  let lastSoc = 0;
  let lastMileage = 0;
  let t: ReturnType<typeof terminal>;

  beforeAll(async () => {
    h = await startHarness({ INGEST_BATCH_WAIT_MS: '0' });
    token = await h.adminToken();
    await registerVehicles(h, [a!, b!]);
    const [tenant] = await query<{ id: number }>(h, `select id from tenants where tenant_code = 'chelian'`);
    await query(h, 'insert into vehicles (tenant_id, vin, plate) values ($1, $2, $3)', [
      tenant!.id,
      bare,
      'NO-TERM',
    ]);
    const [other] = await query<{ id: number }>(
      h,
      `insert into tenants (tenant_code, tenant_name, app_name) values ('mon-other', 'Other', 'Other') returning id`,
    );
    await query(h, 'insert into vehicles (tenant_id, vin) values ($1, $2)', [other!.id, foreign]);

    t = terminal(h, a!, { startTime: Date.now() - 600_000 });
    expect(await t.login()).toBe('ok');
    for (let i = 0; i < 6; i++) {
      const body = t.tick();
      lastSoc = body.vehicle!.soc!;
      lastMileage = body.vehicle!.mileage!;
    }
    await settle(h);
  });
  afterAll(async () => {
    await t?.stop({ logout: false }).catch(() => undefined);
    await h?.close();
  });

  const list = (body: Record<string, unknown>) =>
    h.call('POST', api(MonitorApi.monitorList), { token, body });

  it('lists the tenant vehicles with their live state, filtered and sorted', async () => {
    // one page larger than the tenant's whole fleet, so the total equals the rows
    const res = await list({ current: 1, size: 100 });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as { items: MonitorRow[]; total: number };
    const vins = items.map((r) => r.vin);
    expect(vins).toContain(bare);
    expect(vins).not.toContain(foreign);
    expect(total).toBe(items.length);
    const row = items.find((r) => r.vin === a!.vin)!;
    expect(row).toMatchObject({
      onlineStatus: 1,
      soc: lastSoc,
      terminalCode: a!.terminalCode,
      terminalRegister: 1,
    });
    expect(row.mileage).toBeCloseTo(lastMileage, 1);
    expect(row.dataUpdateTime).toBeGreaterThan(0);
    expect(row.totalWorkTime).toBeGreaterThanOrEqual(0);
    expect(items.find((r) => r.vin === bare)).toMatchObject({
      onlineStatus: 0,
      terminalRegister: 0,
      soc: null,
    });

    const online = (await list({ onlineStatus: 1 })).json() as { items: MonitorRow[]; total: number };
    expect(online.items.map((r) => r.vin)).toEqual([a!.vin]);
    expect(online.total).toBe(1);
    // offline includes the vehicles never heard from
    const offline = (await list({ onlineStatus: 0, size: 100 })).json() as {
      items: MonitorRow[];
      total: number;
    };
    expect(offline.items.map((r) => r.vin)).toContain(bare);
    expect(offline.items.map((r) => r.vin)).not.toContain(a!.vin);
    expect(offline.total).toBe(total - 1);
    // vehicles without a report come last in either direction
    for (const sortOrder of ['ascend', 'descend']) {
      const times = (
        (await list({ size: 100, sortField: 'dataUpdateTime', sortOrder })).json() as { items: MonitorRow[] }
      ).items.map((r) => r.dataUpdateTime);
      const firstMissing = times.indexOf(null);
      expect(firstMissing).toBeGreaterThan(0);
      expect(times.slice(firstMissing).every((t) => t === null)).toBe(true);
    }
    const byVin = (await list({ vin: bare.slice(3, 12) })).json() as { items: MonitorRow[] };
    expect(byVin.items.map((r) => r.vin)).toEqual([bare]);
    const sorted = (await list({ sortField: 'dataUpdateTime', sortOrder: 'descend' })).json() as {
      items: MonitorRow[];
    };
    expect(sorted.items[0]!.vin).toBe(a!.vin);

    const bad = await list({ size: 0, onlineStatus: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBeTruthy();
  });

  it('exports the status list as xlsx', async () => {
    const res = await h.call('POST', api(MonitorApi.monitorExport), { token, body: { onlineStatus: 1 } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Sheet')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(a!.vin);
  });

  it('shows basic info and the current condition grouped as the standard', async () => {
    const info = await h.call('GET', api(MonitorApi.single(a!.vin)), { token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ vin: a!.vin, simCode: a!.iccid });
    const rt = (await h.call('GET', api(MonitorApi.realTime(a!.vin)), { token })).json();
    expect(rt.vehicle.soc).toBe(lastSoc);
    expect(rt.online).toBe(true);
    expect(rt.position.valid).toBe(true);
    expect(rt.motors.length).toBeGreaterThan(0);
    expect(rt.storageVoltages[0].values.length).toBeGreaterThan(0);
    expect(rt.storageTemps[0].values.length).toBeGreaterThan(0);

    const v2 = await h.call('GET', api(MonitorApi.realTime(a!.vin).replace('V1.0', 'V2.0')), { token });
    expect(v2.json()).toEqual(rt);
    const location = (await h.call('GET', api(MonitorApi.location(a!.vin)), { token })).json();
    expect(location).toMatchObject({
      vin: a!.vin,
      valid: true,
      lng: rt.position.lng,
      lat: rt.position.lat,
      address: expect.any(String),
    });

    const none = await h.call('GET', api(MonitorApi.realTime(bare)), { token });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('This vehicle has no terminal configured, cannot view details');
    expect((await h.call('GET', api(MonitorApi.single(foreign)), { token })).statusCode).toBe(404);
  });

  it('pages history of chosen signals within the range limits', async () => {
    const tree = (await h.call('GET', api(MonitorApi.historyInit(a!.vin)), { token })).json();
    expect(tree.map((n: { id: string }) => n.id)).toEqual(['vehicle', 'position', 'extremes', 'alarm']);
    const now = Date.now();
    const body = {
      startTime: now - 3_600_000,
      endTime: now + 60_000,
      signals: ['soc', 'speed'],
      size: 3,
      current: 1,
    };
    const res = await h.call('POST', api(MonitorApi.history(a!.vin)), { token, body });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(3);
    expect(page.items[0].soc).toBe(lastSoc);
    expect(Object.keys(page.items[0]).sort()).toEqual(['frameTime', 'receivedAt', 'reissue', 'soc', 'speed']);

    const tooLong = await h.call('POST', api(MonitorApi.history(a!.vin)), {
      token,
      body: { ...body, startTime: now - 31 * 86_400_000 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('The time range may not exceed 30 days');
    const reversed = await h.call('POST', api(MonitorApi.history(a!.vin)), {
      token,
      body: { ...body, endTime: body.startTime - 1 },
    });
    expect(reversed.json().error.message).toBe('The end time must be after the start time');
    const unknown = await h.call('POST', api(MonitorApi.history(a!.vin)), {
      token,
      body: { ...body, signals: ['nope'] },
    });
    expect(unknown.json().error.message).toBe('Unknown signal: nope');
  });

  it('returns the track in time order', async () => {
    const now = Date.now();
    const res = await h.call('GET', api(MonitorApi.trackData(a!.vin)), {
      token,
      query: { startTime: String(now - 3_600_000), endTime: String(now + 60_000) },
    });
    expect(res.statusCode).toBe(200);
    const points = res.json() as { time: number; lng: number }[];
    expect(points.length).toBeGreaterThan(0);
    for (let i = 1; i < points.length; i++) expect(points[i]!.time).toBeGreaterThan(points[i - 1]!.time);
    const page = await h.call('POST', api(MonitorApi.trackPage(a!.vin)), {
      token,
      body: { startTime: now - 3_600_000, endTime: now + 60_000, current: 2, size: 1 },
    });
    expect(page.json()).toMatchObject({ total: points.length, current: 2, items: [points[1]] });
  });

  it('exports history of chosen values and the track over at most 3 days', async () => {
    const now = Date.now();
    const range = { startTime: now - 3_600_000, endTime: now + 60_000 };
    const res = await h.call('POST', api(MonitorApi.historyExport(a!.vin)), {
      token,
      body: { ...range, signals: ['soc', 'speed'] },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Sheet')!;
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Data time', 'Reissued', 'SOC (%)', 'Speed (km/h)']);
    expect(sheet.getRow(7).getCell(3).value).toBe(lastSoc);

    const long = await h.call('POST', api(MonitorApi.historyExport(a!.vin)), {
      token,
      body: { startTime: now - 4 * 86_400_000, endTime: now },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The time range may not exceed 3 days');

    const track = await h.call('POST', api(MonitorApi.trackExport(a!.vin)), { token, body: range });
    expect(track.statusCode).toBe(200);
    const trackBook = new ExcelJS.Workbook();
    await trackBook.xlsx.load(track.rawPayload as never);
    expect(trackBook.getWorksheet('Sheet')!.rowCount).toBeGreaterThan(1);
  });

  it('serves map data column-wise and counts vehicles by province', async () => {
    const res = await h.call('POST', api(MonitorApi.mapData), { token });
    expect(res.statusCode).toBe(200);
    const map = res.json() as MapData;
    expect(map.total).toBe(1);
    expect(map.vins).toEqual([a!.vin]);
    expect(typeof map.states[0]).toBe('number');
    expect(MAP_STATES[map.states[0]!]).not.toBe('offline');
    expect(map.ids.every((id) => typeof id === 'number') && map.lng.every((v) => typeof v === 'number')).toBe(
      true,
    );
    expect(map.tiles).toEqual({ url: '', coord: 'gcj02' });
    expect((await h.call('POST', api(MonitorApi.mapDataAlias), { token })).json()).toEqual(map);
    // the screens that show a map without the fleet (track replay, fences) ask for the setting alone
    expect((await h.call('GET', api(MonitorApi.mapTiles), { token })).json()).toEqual(map.tiles);

    const expected = provinceAt(map.lng[0]!, map.lat[0]!)!;
    const counts = (
      await h.call('GET', api(MonitorApi.countByProvince), { token })
    ).json() as ProvinceCount[];
    expect(counts).toHaveLength(34);
    expect(counts[0]).toEqual({ code: expected.code, name: expected.name['en-US'], count: 1, online: 1 });
    const row = ((await list({ vin: a!.vin })).json() as { items: MonitorRow[] }).items[0]!;
    expect(row.gpsAddress).toBe(expected.name['en-US']);
  });

  it('counts the fleet for the home page from the database', async () => {
    const online = (await h.call('GET', api(MonitorApi.homeOnline), { token })).json();
    const [row] = await query<{ total: number; online: number }>(
      h,
      `select count(*)::int total, count(*) filter (where l.online)::int online from vehicles v
       left join vehicle_latest l on l.vehicle_id = v.id where v.tenant_id = (select id from tenants where tenant_code = 'chelian')`,
    );
    expect(online).toMatchObject({ total: row!.total, online: row!.online });
    expect(online.online).toBeGreaterThanOrEqual(1);
    const alarm = (await h.call('GET', api(MonitorApi.homeAlarm), { token })).json();
    expect(alarm).toEqual({ today: expect.any(Number), key: expect.any(Number) });
    expect((await h.call('GET', api(MonitorApi.homeKeyAlarm), { token })).json()).toEqual({ key: alarm.key });

    const types = (await h.call('GET', api(MonitorApi.countByVehicleType), { token })).json() as {
      name: string;
      count: number;
      online: number;
    }[];
    expect(types.reduce((sum, x) => sum + x.count, 0)).toBe(row!.total);
    expect(types.reduce((sum, x) => sum + x.online, 0)).toBe(row!.online);
    expect((await h.call('GET', api(MonitorApi.homeVehicle), { token })).json()).toEqual(types);

    const months = (await h.call('GET', api(MonitorApi.homeMonthWorkTime), { token })).json() as {
      month: string;
      hours: number;
    }[];
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7));
    expect(months.at(-1)!.hours).toBeGreaterThan(0);
  });

  it('lists the days with reports of a month', async () => {
    // the Beijing day of the last report (its time is written in Beijing time)
    const day = t.sentBodies.at(-1)!.body.time.slice(0, 10);
    const res = await h.call('GET', api(MonitorApi.dateList), {
      token,
      query: { vin: a!.vin, month: day.slice(0, 7) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContain(day);
    const bad = await h.call('GET', api(MonitorApi.dateList), {
      token,
      query: { vin: a!.vin, month: '2026-13' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the open alarm episode as the current faults, and none once it closed', async () => {
    t.raiseAlarm({ level: 2, flags: 1 << 11, storageFaults: [0x100101] });
    t.tick();
    await settle(h);
    const res = await h.call('GET', api(MonitorApi.faults(a!.vin)), { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      highestLevel: 2,
      lastLevel: 2,
      flags: ['Insulation'],
      storageFaults: [0x100101],
      frameCount: 1,
    });
    t.clearAlarm();
    t.tick();
    await settle(h);
    expect((await h.call('GET', api(MonitorApi.faults(a!.vin)), { token })).json()).toBeNull();
  });

  it('takes each block of the current condition from the newest report that carried it', async () => {
    const previous = t.sentBodies.at(-1)!.body;
    const time =
      new Date(Date.parse(previous.time) + 1000 + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';
    // a newer report without the motors block, with other cells and state of charge
    const body: RealtimeBody = {
      ...previous,
      time,
      vehicle: { ...previous.vehicle!, soc: 42 },
      storageVoltages: previous.storageVoltages!.map((s) => ({ ...s, cells: s.cells.map(() => 3.5) })),
    };
    delete body.motors;
    t.writeRaw(
      encode({
        edition: t.edition,
        command: 'realtime',
        response: 'command',
        vin: t.vin,
        encryption: 'none',
        body,
      } as never),
    );
    const realTime = async () => (await h.call('GET', api(MonitorApi.realTime(a!.vin)), { token })).json();
    const rt = await waitFor(realTime, (r) => r.vehicle.soc === 42, 5000, 'the newer report');
    expect(rt.storageVoltages[0].values.every((v: number) => v === 3.5)).toBe(true);
    expect(rt.storageTemps[0].values).toEqual(previous.storageTemps![0]!.probes);
    // the motors are still those of the report before, the newest that had them
    expect(rt.motors).toEqual(previous.motors);
    expect(rt.motors.length).toBeGreaterThan(0);
  });

  it('reads the detail of history rows written before frames were kept from their columns', async () => {
    const [newest] = await query<{ frame_time: Date }>(
      h,
      'select max(frame_time) as frame_time from vehicle_history where vin = $1',
      [a!.vin],
    );
    const at = new Date(new Date(newest!.frame_time).getTime() + 1000);
    await query(
      h,
      `insert into vehicle_history (vehicle_id, frame_time, frame_key, tenant_id, vin, received_at, edition, soc, cell_voltages, probe_temps, data)
       select vehicle_id, $2, 1, tenant_id, vin, $2, 2016, 55, '{3600,3610}', '{30,31}', $3 from vehicle_history where vin = $1 limit 1`,
      [
        a!.vin,
        at.toISOString(),
        JSON.stringify({
          storageVoltages: [{ no: 1, cellCount: 2 }],
          storageTemps: [{ no: 1, probeCount: 2 }],
          motors: [{ no: 7 }],
        }),
      ],
    );
    await query(h, 'update vehicle_latest set frame_time = $2, storage_at = $2 where vin = $1', [
      a!.vin,
      at.toISOString(),
    ]);
    const rt = (await h.call('GET', api(MonitorApi.realTime(a!.vin)), { token })).json();
    expect(rt.storageVoltages).toEqual([{ no: 1, cellCount: 2, values: [3.6, 3.61] }]);
    expect(rt.storageTemps).toEqual([{ no: 1, probeCount: 2, values: [30, 31] }]);
    expect(rt.motors).toEqual([{ no: 7 }]);
  });
});

describe('vehicle state pushes', () => {
  it('reach only the subscribed consoles of the vehicle tenant', async () => {
    const bus = createLocalBus();
    const peers = [
      { tenantId: 1, vehicleState: true, got: [] as unknown[] },
      { tenantId: 1, vehicleState: false, got: [] as unknown[] },
      { tenantId: 2, vehicleState: true, got: [] as unknown[] },
    ];
    forwardVehicleState(
      bus,
      () => [new Set(peers)],
      (peer, push) => peer.got.push(push),
    );
    bus.publish(TelemetrySubjects.vehicleState, {
      at: 5,
      vehicles: [{ vehicleId: 9, tenantId: 1, vin: 'V', soc: 50 }],
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(peers[0]!.got).toEqual([
      { type: 'vehicleState', at: 5, vehicles: [{ vehicleId: 9, vin: 'V', soc: 50 }] },
    ]);
    expect(peers[1]!.got).toEqual([]);
    expect(peers[2]!.got).toEqual([]);
    await bus.close();
  });

  it('finds the province of a position, and none far out at sea', () => {
    expect(provinceAt(116.4, 39.9)?.code).toBe('110000');
    expect(provinceAt(121.47, 31.23)?.code).toBe('310000');
    expect(provinceAt(113.26, 23.13)?.code).toBe('440000');
    expect(provinceAt(87.6, 43.8)?.code).toBe('650000');
    expect(provinceAt(150, 10)).toBeNull();
  });

  it('answers from its grid exactly as the outlines do', () => {
    // a fixed scatter over China and its seas, borders and coasts included
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 20_000; n++) {
      const [lng, lat] = [70 + next() * 68, 15 + next() * 42];
      expect(provinceAt(lng, lat)?.code ?? null).toBe(exactProvinceAt(lng, lat)?.code ?? null);
    }
  });

  it("starts the day at midnight of the tenant's clock, across daylight-saving changes too", () => {
    const shanghai = 'Asia/Shanghai';
    expect(zoneDayStart(Date.UTC(2026, 0, 1, 17, 0), shanghai).toISOString()).toBe(
      '2026-01-01T16:00:00.000Z',
    );
    expect(zoneDayStart(Date.UTC(2026, 0, 1, 15, 0), shanghai).toISOString()).toBe(
      '2025-12-31T16:00:00.000Z',
    );
    // New York: 8 March 2026 has 23 hours (clocks go forward at 02:00), 1 November 25 hours
    expect(zoneMidnight(2026, 3, 8, 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zoneMidnight(2026, 3, 9, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(zoneMidnight(2026, 11, 2, 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(zoneDayStart(Date.UTC(2026, 2, 9, 3, 59), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    // a day past the month's end rolls over: the midnight after 31 January
    expect(zoneMidnight(2026, 1, 32, shanghai).toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });
});
