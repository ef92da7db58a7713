import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, chooseImportFile, openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);
const codes = '/api/vehicle-svc/vehicle/trouble/code/V1.0';

const textInput = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** A file from the fault code template: one row per given code (series and category as shown). */
async function codeFile(
  page: Page,
  token: string,
  series: string,
  rows: [code: string, description: string][],
) {
  const template = await page.request.get(`${codes}/import/template`, { headers: { Authorization: token } });
  expect(template.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((s) => s.state === 'visible')!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(' *', ''));
  const col = (label: string) => header.indexOf(label);
  rows.forEach(([code, description], i) => {
    const row = sheet.getRow(i + 2);
    row.values = [];
    row.getCell(col('车系')).value = series;
    row.getCell(col('故障类别')).value = '驱动电机故障';
    row.getCell(col('故障码')).value = code;
    row.getCell(col('故障描述')).value = description;
    row.getCell(col('处理建议')).value = '检查电机冷却回路';
  });
  const file = join(tmpdir(), `fault-codes-${Date.now()}-${rows.length}.xlsx`);
  await book.xlsx.writeFile(file);
  return file;
}

test.describe.serial('faults and maintenance', () => {
  test.setTimeout(180_000);

  test('a fault code file is previewed with its refusals, then imported', async ({ page }) => {
    await signInAdmin(page);
    const token = await adminToken(page.request);
    const series = (
      (await (
        await page.request.post('/api/vehicle-svc/series/page', {
          headers: { Authorization: token },
          data: {},
        })
      ).json()) as { items: { name: string }[] }
    ).items[0]!.name;
    const withBad = await codeFile(page, token, series, [
      ['00E2A001', '电机控制器过温（导入）'],
      ['NOT-HEX', '坏的故障码'],
    ]);

    await openFromMenu(page, 'vehicle/fault-codes');
    await page.getByTestId('faultCode-import').click();
    await chooseImportFile(page, 'faultCode-import', withBad);
    await page.getByTestId('faultCode-import-preview').click();
    await expect(page.getByTestId('faultCode-import-preview-summary')).toContainText(
      '共 2 行，其中 1 行有误',
    );
    await expect(page.getByTestId('faultCode-import-preview-row-2')).toContainText('通过');
    await expect(page.getByTestId('faultCode-import-preview-row-3')).toContainText('8 位十六进制数');
    // nothing was written by the preview
    const none = await page.request.post(`${codes}/page`, {
      headers: { Authorization: token },
      data: { code: '00E2A001' },
    });
    expect(((await none.json()) as { total: number }).total).toBe(0);

    const good = await codeFile(page, token, series, [['00E2A001', '电机控制器过温（导入）']]);
    await chooseImportFile(page, 'faultCode-import', good);
    await page.getByTestId('faultCode-import-submit').click();
    await expect(rowWith(page, 'faultCode', '00E2A001')).toHaveCount(1);
    await expect(rowWith(page, 'faultCode', '00E2A001')).toContainText('驱动电机故障');
    await expect(rowWith(page, 'faultCode', '00E2A001')).toContainText(series);
  });

  test('a fault the frames carried is listed with its code description and handled', async ({ page }) => {
    const [identity] = fleetIdentities(1, 'fault-e2e');
    const terminal = new SimulatedTerminal({
      identity: identity!,
      port: port + 1,
      interval: 10,
      randomAlarms: false,
      startTime: Date.now() - 60_000,
    });
    try {
      await signInAdmin(page);
      expect(await terminal.login()).toBe('ok');
      terminal.tick();
      // a code the demo files for every series, and one nobody filed
      terminal.raiseAlarm({ level: 2, flags: 1 << 1, storageFaults: [0x100101, 0xe2b0b0] });
      terminal.tick();
      await openFromMenu(page, 'vehicle/faultVehicle');
      await textInput(page, 'faultDetail-search-vin').fill(identity!.vin);
      const filed = rowWith(page, 'faultDetail', '00100101');
      await expect(async () => {
        await page.getByTestId('faultDetail-search-submit').click();
        await expect(filed).toHaveCount(1, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await expect(rowWith(page, 'faultDetail', '00E2B0B0')).toHaveCount(1);
      await expect(filed).toContainText('可充电储能装置故障');
      await expect(filed).toContainText('故障中');
      await expect(filed).toContainText('未处理');

      await filed.locator('.ant-checkbox-input').check();
      await toolbarClick(page, 'faultDetail', 'action-customHandle');
      await page.getByTestId('fault-handle-content').fill('已通知车主进站检查');
      await page.getByTestId('fault-handle-submit').click();
      await expect(filed).toContainText('处理中');
      await expect(filed).toContainText('已通知车主进站检查');
    } finally {
      terminal.stop();
    }
  });

  test('a strategy linked to a vehicle shows it due once its odometer nears the interval', async ({
    page,
  }) => {
    const [identity] = fleetIdentities(1, 'maintenance-e2e');
    const terminal = new SimulatedTerminal({
      identity: identity!,
      port: port + 1,
      interval: 10,
      randomAlarms: false,
      startTime: Date.now() - 60_000,
    });
    try {
      await signInAdmin(page);
      const token = await adminToken(page.request);
      expect(await terminal.login()).toBe('ok');
      terminal.vehicle.mileage = 20_000;
      terminal.tick();
      // the vehicle is registered on its first login and its odometer reaches the latest state
      await expect
        .poll(async () => {
          const res = await page.request.post('/api/vehicle-svc/vehicle/maintenance/strategy/V1.0/notRef', {
            headers: { Authorization: token },
            data: { vin: identity!.vin },
          });
          const items = ((await res.json()) as { items?: { mileage: number | null }[] }).items ?? [];
          return items[0]?.mileage ?? null;
        })
        .toBeGreaterThanOrEqual(20_000);

      await openFromMenu(page, 'vehicle/maintenance-strategy');
      await page.getByTestId('maintenanceStrategy-create').click();
      await textInput(page, 'maintenanceStrategy-form-name').fill('保养联调策略');
      await textInput(page, 'maintenanceStrategy-form-mileageOver').fill('5000');
      await textInput(page, 'maintenanceStrategy-form-mileagePre').fill('500');
      await page.getByTestId('maintenanceStrategy-form-submit').click();
      await expect(page.getByTestId('maintenanceStrategy-form')).toHaveCount(0);
      const strategy = rowWith(page, 'maintenanceStrategy', '保养联调策略');
      await expect(strategy).toHaveCount(1);

      await strategy.locator('.ant-checkbox-input').check();
      await toolbarClick(page, 'maintenanceStrategy', 'action-link');
      await page.getByRole('tab', { name: '未关联车辆' }).click();
      await textInput(page, 'maintenanceNotLinked-search-vin').fill(identity!.vin);
      await page.getByTestId('maintenanceNotLinked-search-submit').click();
      await rowWith(page, 'maintenanceNotLinked', identity!.vin).locator('.ant-checkbox-input').check();
      await page.getByTestId('maintenanceNotLinked-change').click();
      await expect(rowWith(page, 'maintenanceNotLinked', identity!.vin)).toHaveCount(0);

      await page.getByRole('tab', { name: '已关联车辆' }).click();
      const linked = rowWith(page, 'maintenanceLinked', identity!.vin);
      await expect(linked).toContainText('正常');

      // 4,700 km later: within the 500 km pre-warning of the 5,000 km interval
      terminal.vehicle.mileage += 4700;
      terminal.tick();
      await expect(async () => {
        await page.getByTestId('maintenanceLinked-search-submit').click();
        await expect(linked).toContainText('即将保养', { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      await expect(rowWith(page, 'maintenanceStrategy', '保养联调策略')).toBeVisible();
    } finally {
      terminal.stop();
    }
  });
});
