import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { choose, openFromMenu, rowWith, signInAdmin } from './support';

const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;
// a VIN of this file's own (the gateway registers it at its first login)
const identity = vehicleIdentity(5, 'forward-e2e');
const NAME = `转发页面测试 ${Date.now()}`;

test.describe.serial('data forwarding', () => {
  let terminal: SimulatedTerminal | undefined;
  let ticking: NodeJS.Timeout | undefined;
  let receiver: http.Server | undefined;
  /** what the target platform received: one JSON body per frame */
  const received: { vin: string; command: string }[] = [];

  test.beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(data) as { vin: string; command: string });
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    clearInterval(ticking);
    await terminal?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  test('a config made in the console relays a bound vehicle; task data shows the deliveries', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // the vehicle exists once its terminal has logged in
    const t = new SimulatedTerminal({ identity, port: gatewayPort, interval: 1, randomAlarms: false });
    terminal = t;
    expect(await t.login()).toBe('ok');

    await signInAdmin(page);
    await openFromMenu(page, 'fwp/forward-config');
    await page.getByTestId('forwardConfig-create').click();
    await page.getByTestId('forwardConfig-form-name').fill(NAME);
    await choose(page, 'forwardConfig-form-linkType', 'HTTP');
    await page.getByTestId('forwardConfig-form-host').fill('127.0.0.1');
    await page.getByTestId('forwardConfig-form-port').fill(String((receiver!.address() as AddressInfo).port));
    await page.getByTestId('forwardConfig-form-httpPath').fill('/frames');
    await page.getByTestId('forwardConfig-form-submit').click();
    const row = rowWith(page, 'forwardConfig', NAME);
    await expect(row).toBeVisible();
    await expect(row).toContainText('已停止');

    // bind the vehicle from the tenant's others
    await row.locator('[data-testid^="forward-vehicles-"]').click();
    const dialog = page.getByTestId('forward-vehicles');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: '添加车辆' }).click();
    await dialog.getByTestId('forward-candidates-search').locator('input').fill(identity.vin);
    await dialog.getByTestId('forward-candidates-search').locator('input').press('Enter');
    const candidate = dialog.getByTestId('forward-candidates-table').locator('tr', { hasText: identity.vin });
    await expect(candidate).toBeVisible();
    await candidate.locator('input[type=checkbox]').check();
    await dialog.getByTestId('forward-bind').click();
    await expect(page.getByText('已绑定 1 辆车')).toBeVisible();
    await dialog.getByRole('tab', { name: '已绑定车辆' }).click();
    await expect(dialog.getByTestId('forward-bound-table')).toContainText(identity.vin);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // run: the row follows the task live
    await row.locator('[data-testid^="forward-run-"]').click();
    // confirmed once the question closes (a click landing while the dialog still opens is taken again)
    const confirm = page.locator('.ant-modal-confirm');
    await expect(async () => {
      if (await confirm.isVisible())
        await confirm.getByRole('button', { name: /确\s*定|OK/ }).click({ timeout: 2000 });
      await expect(confirm).toBeHidden({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('转发任务已运行')).toBeVisible();
    await expect(row).toContainText('运行中');
    await expect(row).toContainText('已连接', { timeout: 15_000 });
    ticking = setInterval(() => t.tick(), 1000);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect(received.every((r) => r.vin === identity.vin)).toBe(true);

    // task data: the frames delivered to the target
    await openFromMenu(page, 'fwp/task-data');
    const delivered = rowWith(page, 'forwardRecord', identity.vin).first();
    await expect(delivered).toBeVisible();
    await expect(delivered).toContainText('成功');
    await expect(page.getByTestId('forward-totals')).not.toContainText(/成功帧数\s*0\b/);

    // stop: the task ends and the row says so
    clearInterval(ticking);
    await openFromMenu(page, 'fwp/forward-config');
    await rowWith(page, 'forwardConfig', NAME).locator('[data-testid^="forward-stop-"]').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(rowWith(page, 'forwardConfig', NAME)).toContainText('已停止');
  });
});
