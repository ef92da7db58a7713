import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { adminToken, openFromMenu, signInAdmin, toolbarClick } from './support';

/** A terminal of its own: the gateway registers its vehicle at the first login (GATEWAY_AUTO_REGISTER). */
const identity = vehicleIdentity(0, 'qb-e2e');
const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;

async function sheet(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('Sheet');
  for (const r of rows) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe('QB parameter tasks and lock imports', () => {
  let terminal: SimulatedTerminal;

  test.beforeAll(async () => {
    terminal = new SimulatedTerminal({ identity, port: gatewayPort, interval: 10, randomAlarms: false });
  });
  test.afterAll(() => terminal.stop());

  test('a QB parameter task sets the report period on a simulated vehicle and shows its outcome', async ({
    page,
  }) => {
    expect(await terminal.login()).toBe('ok');
    const headers = { Authorization: await adminToken(page.request) };
    await expect
      .poll(
        async () =>
          (
            (await (
              await page.request.get(`/api/vehicle-svc/ctrl/vehicle/V1.0/query/${identity.vin}`, { headers })
            ).json()) as { online?: boolean }
          ).online,
      )
      .toBe(true);

    await signInAdmin(page);
    await openFromMenu(page, 'terminal/qb-params');
    await page.getByTestId('qbTask-create').click();
    await page.getByTestId('qbTask-form-name').fill('E2E report period');
    await page.getByTestId('qbTask-form-params').fill('0x02=4');
    await page.getByTestId('qbTask-form-submit').click();
    const row = page.getByTestId('qbTask-table').locator('tr', { hasText: 'E2E report period' });
    await expect(row).toContainText('0x02=4');

    await row.locator('[data-testid^="qb-vehicles-"]').click();
    await toolbarClick(page, 'qbTaskVehicle', 'action-qbParams/addVehicle');
    await page.getByTestId('qb-add-vins').fill(identity.vin);
    await page.getByTestId('qb-add-submit').click();
    const vehicles = page.getByTestId('qbTaskVehicle-table');
    await expect(vehicles).toContainText(identity.vin);
    await expect(vehicles).toContainText('待下发');
    await page.keyboard.press('Escape');

    await row.locator('input[type=checkbox]').check();
    await toolbarClick(page, 'qbTask', 'action-start');
    await expect.poll(() => terminal.interval).toBe(4);
    await row.locator('[data-testid^="qb-vehicles-"]').click();
    await expect(async () => {
      await page.getByTestId('qbTaskVehicle-refresh').click();
      await expect(vehicles).toContainText('设置成功', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  });

  test('importing vehicles into lock management with one bad row adds nothing and gives the error report', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'vehicle/lock');
    await toolbarClick(page, 'lockVehicle', 'action-import');
    const input = page.locator('[data-testid="lock-import-file"] input[type=file]');
    await input.setInputFiles({
      name: 'locks.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await sheet([['VIN'], [identity.vin], ['NOT-A-VIN']]),
    });
    await page.getByTestId('lock-import-submit').click();
    await expect(page.getByTestId('lock-import-failed')).toContainText('1 行有错误');

    const download = page.waitForEvent('download');
    await page.getByTestId('lock-import-errors').click();
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(readFileSync((await (await download).path())!) as unknown as ArrayBuffer);
    const line = report.worksheets[0]!.getRow(3).values as unknown[];
    expect(line[1]).toBe(3);
    expect(line[2]).toBe('NOT-A-VIN');
    expect(String(line[3])).toContain('VIN 必须为 17 位字母或数字');
    await expect(page.getByTestId('lockVehicle-table')).not.toContainText(identity.vin);

    await input.setInputFiles({
      name: 'locks.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await sheet([['VIN'], [identity.vin]]),
    });
    await page.getByTestId('lock-import-submit').click();
    await expect(page.getByTestId('lockVehicle-table')).toContainText(identity.vin);
  });
});
