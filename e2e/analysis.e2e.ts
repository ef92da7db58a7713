import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import {
  ANALYSIS_CALLS,
  type AnalysisPage,
  type AnalysisVehicleRow,
} from '@chelian/contracts/resources/analysis/index';
import { adminToken, openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * A simulated vehicle drives for twenty minutes of today; the mileage report, filtered to its
 * VIN, shows the day in its chart, the vehicle in its table, and the export carries the same row:
 * the chart's days add up to the table's and the file's mileage; the vehicle group's reports
 * screen shows the same figure in its running report tab.
 */
test('the mileage report charts, lists and exports the same figures', async ({ page }) => {
  test.setTimeout(180_000);
  const [identity] = fleetIdentities(1, 'e2e-analysis');
  const vin = identity!.vin;
  const terminal = new SimulatedTerminal({
    identity: identity!,
    port: port + 1,
    interval: 20,
    randomAlarms: false,
    startTime: Date.now() - 25 * 60_000,
  });
  try {
    expect(await terminal.login()).toBe('ok');
    for (let i = 0; i < 60; i++) terminal.tick();

    // the rollup follows ingest: wait until the vehicle's day carries its mileage
    const token = await adminToken(page.request);
    const range = { startTime: Date.now() - 2 * 86_400_000, endTime: Date.now() + 86_400_000 };
    await expect(async () => {
      const res = await page.request.post(`/api/${ANALYSIS_CALLS.mileagePage.path}`, {
        headers: { authorization: token },
        data: { ...range, vin },
      });
      const body = (await res.json()) as AnalysisPage<AnalysisVehicleRow>;
      expect(body.items[0]?.mileage ?? 0).toBeGreaterThan(0);
    }).toPass({ timeout: 30_000 });

    await signInAdmin(page);
    await openFromMenu(page, 'analysis/mileage');
    const screen = page.getByTestId('analysis-mileage');
    await screen.getByTestId('analysis-vin').fill(vin);
    await screen.getByTestId('analysis-search').click();

    const row = screen.getByTestId('analysis-table').locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').first()).toHaveText(vin);
    const tableMileage = Number(await row.locator('td').nth(4).innerText());
    expect(tableMileage).toBeGreaterThan(0);

    // the chart drew, and its days add up to the table's mileage
    await expect(screen.getByTestId('analysis-chart').locator('canvas').first()).toBeVisible();
    const points = screen.getByTestId('analysis-chart-points');
    await expect(async () => {
      const { mileage } = JSON.parse((await points.getAttribute('data-points')) ?? '{}') as {
        mileage?: number[];
      };
      const sum = (mileage ?? []).reduce((s, v) => s + v, 0);
      expect(Math.round(sum * 10) / 10).toBe(tableMileage);
    }).toPass({ timeout: 10_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      screen.getByTestId('analysis-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = join(tmpdir(), `analysis-mileage-${Date.now()}.xlsx`);
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('行驶里程(km)');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(vin);
    expect(sheet.getRow(2).getCell(5).value).toBe(tableMileage);

    // the vehicle group's reports: the running report as a tab, the same vehicle with the same mileage
    await openFromMenu(page, 'vehicle/reports');
    const reports = page.getByTestId('vehicle-reports');
    await expect(reports.getByRole('tab')).toHaveCount(3);
    const running = reports.getByTestId('analysis-running');
    await running.getByTestId('analysis-vin').fill(vin);
    await running.getByTestId('analysis-search').click();
    const runningRow = running.getByTestId('analysis-table').locator('tbody tr.ant-table-row');
    await expect(runningRow).toHaveCount(1);
    await expect(runningRow.locator('td').nth(4)).toHaveText(String(tableMileage));
  } finally {
    await terminal.stop({ logout: false }).catch(() => undefined);
  }
});
