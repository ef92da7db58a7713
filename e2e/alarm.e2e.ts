import { expect, test } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { adminToken, rowWith, signInAdmin } from './support';

const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;
// a VIN of this file's own (the gateway registers it at its first login)
const identity = vehicleIdentity(3, 'alarm-e2e');

test.describe.serial('alarms', () => {
  let terminal: SimulatedTerminal | undefined;
  let ticking: NodeJS.Timeout | undefined;

  test.afterAll(async () => {
    clearInterval(ticking);
    await terminal?.stop();
  });

  test('a threshold strategy raises an alarm from the reports; the bell shows it; it is handled and ended', async ({
    page,
  }) => {
    // the terminal logs in first, so that its vehicle exists to be linked to the strategy
    const t = new SimulatedTerminal({ identity, port: gatewayPort, interval: 1, randomAlarms: false });
    terminal = t;
    // the SOC is what this test sets: the simulated vehicle does not move it
    const vehicle = t.vehicle as unknown as { step(ms: number): void; now: number; soc: number };
    vehicle.step = (ms: number) => {
      vehicle.now += ms;
    };
    vehicle.soc = 50;
    expect(await t.login()).toBe('ok');
    t.tick();

    const token = await adminToken(page.request);
    const headers = { authorization: token };
    const name = `alarm 电量过高 ${Date.now()}`;
    const strategy = await page.request.post('/api/vehicle-svc/alarmStrategy', {
      headers,
      data: { name, level: '2', scope: 'VIN', enabled: true },
    });
    expect(strategy.status(), await strategy.text()).toBe(200);
    const strategyId = ((await strategy.json()) as { id: number }).id;
    const condition = await page.request.post('/api/vehicle-svc/alarmStrategyConditions', {
      headers,
      data: { strategyId, metric: 'soc', operator: 'GT', threshold: 80, durationSeconds: 2, hysteresis: 2 },
    });
    expect(condition.status(), await condition.text()).toBe(200);
    await expect(async () => {
      const linked = await page.request.post('/api/vehicle-svc/alarmStrategyVin', {
        headers,
        data: { strategyId, vin: identity.vin },
      });
      expect(linked.status(), await linked.text()).toBe(200);
    }).toPass({ timeout: 15_000 });

    await signInAdmin(page);
    // past the threshold, one report a second
    vehicle.soc = 92;
    ticking = setInterval(() => t.tick(), 1000);

    // the bell lists the alarm's message (pushed, or read with the count); its item leads to the alarm screen
    await expect(page.getByTestId('header-bell-count')).toContainText(/\d/, { timeout: 45_000 });
    const item = page.locator('[data-testid^="bell-item-"]', { hasText: identity.vin }).first();
    await expect(async () => {
      if (await page.getByTestId('bell-panel').isVisible()) await page.getByTestId('header-bell').click();
      await page.getByTestId('header-bell').click();
      await expect(item).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await item.click();
    await expect(page).toHaveURL(/#\/vehicle\/gbAlarm/);

    await page.getByTestId('alarm-tabs').getByRole('tab', { name: '车辆报警' }).click();
    const row = rowWith(page, 'vehicleAlarm', identity.vin).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('未处理');
    await expect(row).toContainText(name);

    await row.locator('[data-testid^="alarm-vehicle-handle-"]').click();
    await page.getByTestId('alarm-handle-content').fill('已电话联系司机，停止充电');
    await page.getByTestId('alarm-handle-ok').click();
    await expect(row).toContainText('处理中');
    await expect(row).toContainText('已电话联系司机');

    await row.locator('[data-testid^="alarm-vehicle-end-"]').click();
    await page.getByTestId('alarm-end-ok').click();
    await expect(row).toContainText('已处理');
    await expect(row.locator('[data-testid^="alarm-vehicle-handle-"]')).toHaveCount(0);
  });
});
