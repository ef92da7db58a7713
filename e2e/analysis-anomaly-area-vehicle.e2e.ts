import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import {
  ANALYSIS_CALLS,
  type AnalysisDayRow,
  type AnalysisPage,
} from '@chelian/contracts/resources/analysis/index';
import {
  ANALYSIS_MORE_CALLS as C,
  type ChargeHour,
  type DriveTop4,
  type GbAlarmLevelTop,
  type RealtimeGroup,
  type RealtimeVehicleRow,
} from '@chelian/contracts/resources/analysis/more';
import type { DayTravel, Trip } from '@chelian/contracts/monitor';
import { adminToken, openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);

const points = async <T>(page: Page, testId: string) =>
  JSON.parse((await page.getByTestId(testId).getAttribute('data-points')) ?? 'null') as T;

/**
 * A simulated vehicle with a low battery drives and raises GB alarms through the last two and a
 * half hours; the anomaly, area-vehicle and single-vehicle analysis screens, opened from the menu,
 * show its figures as the calls answer them, under Chinese labels.
 */
test('the anomaly, area-vehicle and single-vehicle analysis screens show the live figures', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [identity] = fleetIdentities(1, 'e2e-analysis-more');
  const vin = identity!.vin;
  const terminal = new SimulatedTerminal({
    identity: identity!,
    port: port + 1,
    interval: 60,
    randomAlarms: true,
    alarmsPerHour: 30,
    startTime: Date.now() - 155 * 60_000,
  });
  // just above the charging threshold: a trip first, then a charge when the battery runs low
  (terminal.vehicle as unknown as { soc: number }).soc = 31;
  try {
    expect(await terminal.login()).toBe('ok');
    for (let i = 0; i < 150; i++) terminal.tick();

    const token = await adminToken(page.request);
    const call = async <T>(path: string, data: unknown) =>
      (await (
        await page.request.post(`/api/${path}`, { headers: { authorization: token }, data })
      ).json()) as T;
    const range = { startTime: Date.now() - 6 * 86_400_000, endTime: Date.now() + 3_600_000 };
    // the rollup follows ingest: wait until the vehicle's days carry its mileage and alarms
    // (and has stopped changing: every frame sent is in)
    let top: DriveTop4 | null = null;
    await expect(async () => {
      const before = await call<DriveTop4>(C.driveTop4.path, { vin, ...range });
      await new Promise((r) => setTimeout(r, 3000));
      top = await call<DriveTop4>(C.driveTop4.path, { vin, ...range });
      expect(top.totals.mileage).toBeGreaterThan(0);
      expect(top.totals.alarmCount).toBeGreaterThan(0);
      expect(top.totals).toEqual(before.totals);
    }).toPass({ timeout: 90_000 });

    await signInAdmin(page);

    // anomalies: the vehicle's days with alarms, and the same count in the level top
    await openFromMenu(page, 'analysis/anomaly');
    const anomaly = page.getByTestId('analysis-anomaly');
    await anomaly.getByTestId('analysis-vin').fill(vin);
    await anomaly.getByTestId('analysis-search').click();
    const rows = anomaly.getByTestId('analysis-table').locator('tbody tr.ant-table-row');
    await expect(rows.first().locator('td').first()).toHaveText(vin);
    await expect(anomaly.getByRole('columnheader', { name: '三级报警' })).toBeVisible();
    const list = await call<AnalysisPage<AnalysisDayRow>>(ANALYSIS_CALLS.anomalyPage.path, {
      ...range,
      vin,
      size: 50,
    });
    await expect(rows).toHaveCount(list.items.length);
    const alarms = list.items.reduce((s, r) => s + r.alarmCount, 0);
    expect(alarms).toBe(top!.totals.alarmCount);
    await expect(async () => {
      const levels = await points<GbAlarmLevelTop[]>(page, 'analysis-level-top');
      expect(levels.map((l) => [l.vin, l.alarmCount])).toEqual([[vin, alarms]]);
    }).toPass({ timeout: 10_000 });
    await expect(anomaly.getByTestId('analysis-level-top-chart').locator('canvas').first()).toBeVisible();
    await expect(anomaly.getByTestId('analysis-code-top')).toContainText('最常见的通用报警');
    const codes = await points<{ flag: string; count: number }[]>(page, 'analysis-code-top');
    expect(codes.length).toBeGreaterThan(0);
    // the flags under their Chinese names, not their keys
    for (const c of codes) expect(c.flag).toMatch(/[\u4e00-\u9fff]/);

    // vehicles by area: the groups of the fleet now; a province's vehicles listed with their state
    await openFromMenu(page, 'analysis/area-vehicle');
    const area = page.getByTestId('analysis-area-vehicle');
    const provinces = await call<RealtimeGroup[]>(C.realtimeByProvince.path, {});
    expect(provinces.length).toBeGreaterThan(0);
    await expect(async () => {
      const drawn = await points<{ name: string; total: number }[]>(page, 'analysis-chart-points');
      expect(drawn).toEqual(provinces.map((p) => ({ name: p.name, total: p.total })));
    }).toPass({ timeout: 10_000 });
    await expect(area.getByTestId('analysis-area-map')).toBeVisible();
    const first = area.getByTestId('analysis-groups').locator('tbody tr.ant-table-row').first();
    await expect(first.locator('td').first()).toHaveText(provinces[0]!.name!);
    await expect(first.locator('td').nth(1)).toHaveText(String(provinces[0]!.total));
    await first.click();
    await expect(area.getByTestId('analysis-province')).toHaveText(provinces[0]!.name!);
    await expect(area.getByText(`${provinces[0]!.name}的车辆`)).toBeVisible();
    const listed = area.getByTestId('analysis-table').locator('tbody tr.ant-table-row');
    await expect(listed).toHaveCount(Math.min(10, provinces[0]!.total));
    await expect(listed.first().locator('.ant-tag')).toHaveText(/行驶|充电|停车|离线|报警/);
    // its export: the province's vehicles as listed, every one, under the list's Chinese headers
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      area.getByTestId('analysis-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^区域车辆统计_\d+\.xlsx$/);
    const file = join(tmpdir(), `analysis-area-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 7)).toEqual([
      'VIN',
      '车牌号',
      '车型',
      '所属机构',
      '所在省份',
      '状态',
    ]);
    const inProvince = await call<AnalysisPage<RealtimeVehicleRow>>(C.realtimePage.path, {
      province: provinces[0]!.key,
      size: 500,
    });
    expect(sheet.rowCount).toBe(inProvince.total + 1);
    expect(Array.from({ length: inProvince.total }, (_, i) => sheet.getRow(i + 2).getCell(1).value)).toEqual(
      inProvince.items.map((r) => r.vin),
    );

    // single-vehicle analysis: its totals, four charts per day and charging by hour
    await openFromMenu(page, 'analysis/single-vehicle-analysis');
    const single = page.getByTestId('analysis-single-vehicle');
    await expect(single.getByTestId('analysis-enter-vin')).toBeVisible();
    await single.getByTestId('analysis-vin').fill(vin);
    await single.getByTestId('analysis-search').click();
    await expect(single.getByTestId('analysis-total-mileage')).toHaveText(String(top!.totals.mileage));
    await expect(single.getByTestId('analysis-total-alarmCount')).toHaveText(String(alarms));
    await expect(single.getByTestId('analysis-total-driveDays')).toHaveText(String(top!.totals.driveDays));
    for (const m of ['mileage', 'driveHours', 'chargedSoc', 'chargeCount'])
      await expect(single.getByTestId(`analysis-chart-${m}`).locator('canvas').first()).toBeVisible();
    await expect(single.getByText('行驶里程(km)').first()).toBeVisible();
    const hours = await points<ChargeHour[]>(page, 'analysis-charge-frame');
    expect(hours).toHaveLength(24);
    const days = await points<{ chargeCount: number }[]>(page, 'analysis-top4');
    expect(hours.reduce((s, h) => s + h.sessions, 0)).toBe(days.reduce((s, d) => s + d.chargeCount, 0));
    await expect(single.getByTestId('analysis-charge-frame')).toContainText('各时段充电');

    // its travel: the trips found in the vehicle's history, and its days with their sums
    const travelAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/${C.travel.path}`));
    await single.getByTestId('analysis-view-travel').click();
    const asked = JSON.parse((await travelAnswer).request().postData() ?? '{}') as {
      vin: string;
      startTime: number;
      endTime: number;
    };
    const trips = await call<Trip[]>(C.travel.path, asked);
    expect(trips.length).toBeGreaterThan(0);
    await expect(single.getByText(`共 ${trips.length} 段行程`)).toBeVisible();
    await expect(single.getByTestId('analysis-trips').locator('tbody tr.ant-table-row')).toHaveCount(
      Math.min(10, trips.length),
    );
    await expect(single.getByRole('columnheader', { name: '平均车速(km/h)' })).toBeVisible();
    await single.getByTestId('analysis-view-days').click();
    const travelDays = await call<DayTravel[]>(C.daysTravel.path, asked);
    await expect(single.getByTestId('analysis-days').locator('tbody tr.ant-table-row')).toHaveCount(
      travelDays.length,
    );
    await expect(single.getByTestId('analysis-days-total-trips')).toHaveText(
      String(travelDays.reduce((s, d) => s + d.trips, 0)),
    );
    expect(travelDays.reduce((s, d) => s + d.trips, 0)).toBe(trips.length);
  } finally {
    await terminal.stop({ logout: false }).catch(() => undefined);
  }
});
