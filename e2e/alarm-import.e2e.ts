import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { adminToken, chooseImportFile, openFromMenu, rowWith, signInAdmin } from './support';
import { gatewayPort } from './terminals';

/** The strategy vehicles' import template, filled with (strategy, VIN) rows. */
async function vehicleFile(page: Page, token: string, rows: [strategy: string, vin: string][]) {
  const template = await page.request.get('/api/vehicle-svc/alarmStrategyVin/import/template', {
    headers: { Authorization: token },
  });
  expect(template.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((s) => s.state === 'visible')!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(' *', ''));
  rows.forEach(([strategy, vin], i) => {
    const row = sheet.getRow(i + 2);
    row.values = [];
    row.getCell(header.indexOf('报警策略')).value = strategy;
    row.getCell(header.indexOf('VIN')).value = vin;
  });
  const file = join(tmpdir(), `strategy-vehicles-${Date.now()}-${rows.length}.xlsx`);
  await book.xlsx.writeFile(file);
  return file;
}

test.describe.serial('alarm imports and terminal alarm handling', () => {
  test.setTimeout(120_000);

  test('strategy vehicles come from a file whose preview flags the VIN that is not the tenant’s', async ({
    page,
  }) => {
    await signInAdmin(page);
    const token = await adminToken(page.request);
    const headers = { Authorization: token };
    const name = `导入车辆策略${Date.now() % 100_000}`;
    const created = await page.request.post('/api/vehicle-svc/alarmStrategy', {
      headers,
      data: { name, level: '2', scope: 'VIN', enabled: true },
    });
    expect(created.ok()).toBe(true);
    const strategyId = ((await created.json()) as { id: number }).id;
    const vins = (
      (await (
        await page.request.post('/api/vehicle-svc/vehicles/V1.0/page', { headers, data: { pageSize: 2 } })
      ).json()) as { items: { vin: string }[] }
    ).items.map((v) => v.vin);
    expect(vins).toHaveLength(2);

    await openFromMenu(page, 'vehicle/gbAlarm');
    await page.getByRole('tab', { name: '报警策略' }).click();
    await page.getByTestId(`alarm-strategy-vehicles-${strategyId}`).click();
    await expect(page.getByTestId('alarmStrategyVinOf-screen')).toBeVisible();

    const withBad = await vehicleFile(page, token, [
      [name, vins[0]!],
      [name, 'LNOSUCHVEHICLE001'],
    ]);
    await page.getByTestId('alarmStrategyVinOf-import').click();
    await chooseImportFile(page, 'alarmStrategyVinOf-import', withBad);
    await page.getByTestId('alarmStrategyVinOf-import-preview').click();
    await expect(page.getByTestId('alarmStrategyVinOf-import-preview-summary')).toContainText(
      '共 2 行，其中 1 行有误',
    );
    await expect(page.getByTestId('alarmStrategyVinOf-import-preview-row-2')).toContainText('通过');
    await expect(page.getByTestId('alarmStrategyVinOf-import-preview-row-3')).toContainText(
      '车辆 LNOSUCHVEHICLE001 不存在',
    );
    // the preview wrote nothing, and the refused import does not either
    await page.getByTestId('alarmStrategyVinOf-import-submit').click();
    await expect(page.getByText('导入失败')).toBeVisible();
    await expect(page.locator('[data-testid^="alarmStrategyVinOf-row-"]')).toHaveCount(0);

    const good = await vehicleFile(page, token, [
      [name, vins[0]!],
      [name, vins[1]!],
    ]);
    await chooseImportFile(page, 'alarmStrategyVinOf-import', good);
    await page.getByTestId('alarmStrategyVinOf-import-submit').click();
    await expect(rowWith(page, 'alarmStrategyVinOf', vins[0]!)).toHaveCount(1);
    await expect(rowWith(page, 'alarmStrategyVinOf', vins[1]!)).toHaveCount(1);
  });

  test('a terminal alarm is handled with a note, then ended, its state shown by label', async ({ page }) => {
    // a terminal whose clock runs an hour behind: the demo's clock-drift item raises at its first report
    const identity = vehicleIdentity(3, 'alarm-import-e2e');
    const terminal = new SimulatedTerminal({
      identity,
      port: gatewayPort,
      interval: 1,
      randomAlarms: false,
      startTime: Date.now() - 3_600_000,
    });
    try {
      expect(await terminal.login()).toBe('ok');
      terminal.tick();
      terminal.tick();
      await signInAdmin(page);
      await openFromMenu(page, 'vehicle/terminal-alarm');
      const row = rowWith(page, 'terminalAlarmInfo', identity.vin).first();
      // the open list refreshes itself every 10 s
      await expect(row).toBeVisible({ timeout: 40_000 });
      await expect(row).toContainText('未处理');
      await expect(row).not.toContainText('UNHANDLED');

      await row.getByRole('button', { name: '处理', exact: true }).click();
      await page.getByTestId('alarm-handle-content').fill('终端时钟偏差，已远程下发校时');
      await page.getByTestId('alarm-handle-ok').click();
      await expect(row).toContainText('处理中');
      await expect(row).toContainText('终端时钟偏差，已远程下发校时');
      await expect(row).toContainText('系统管理员');

      await row.getByRole('button', { name: '结束处理' }).click();
      await page.getByTestId('alarm-end-ok').click();
      await expect(row).toContainText('已处理');
      await expect(row.getByRole('button', { name: '处理', exact: true })).toHaveCount(0);
      await expect(page.getByTestId('alarm-sort-terminal')).toBeVisible();
    } finally {
      terminal.stop();
    }
  });
});
