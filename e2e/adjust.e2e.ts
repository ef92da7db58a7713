import { expect, test, type Browser, type Page } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { choose, openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

/** The remote-control demo vehicle of the seed (apps/server/src/domains/control/seed.ts); its terminal is started here. */
const identity = vehicleIdentity(0, 'remote-demo');
const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;
/** An archived demo vehicle without a terminal and a free demo terminal (apps/server/src/db/seed/archive-demo.ts). */
const ASSEMBLY = { vin: 'LCLS7A2B0SA100002', terminalCode: 'TBOX-DEMO-0004' };

test.describe.serial('vehicle adjust and assembly', () => {
  let terminal: SimulatedTerminal | undefined;
  let ticking: NodeJS.Timeout;
  // one signed-in console for both tests
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }, info) => {
    const { baseURL, locale, viewport } = info.project.use;
    const simulated = new SimulatedTerminal({
      identity,
      port: gatewayPort,
      interval: 10,
      randomAlarms: false,
    });
    terminal = simulated;
    expect(await simulated.login()).toBe('ok');
    // real-time reports every second, so GB data keeps arriving
    ticking = setInterval(() => simulated.tick(), 1000);
    page = await browser.newPage({ baseURL, locale, viewport });
    await signInAdmin(page);
  });
  test.afterAll(async () => {
    clearInterval(ticking);
    await terminal?.stop();
    await page?.close();
  });

  test('an adjust task for the demo vehicle walked through its steps against the simulated terminal', async () => {
    await openFromMenu(page, 'vehicle/adjust');
    await page.getByTestId('vehicleAdjust-create').click();
    await page.getByTestId('vehicleAdjust-form-vin').fill(identity.vin);
    await choose(page, 'vehicleAdjust-form-adjusterId', '系统管理员');
    await page.getByTestId('vehicleAdjust-form-submit').click();
    const row = rowWith(page, 'vehicleAdjust', identity.vin);
    await expect(row).toContainText('待确认');
    await row.locator('[data-testid^="adjust-steps-"]').click();

    const status = page.getByTestId('adjust-status');
    const bar = page.getByTestId('adjust-steps-bar');
    await page.getByTestId('adjust-step-confirm').click();
    await expect(status).toHaveAttribute('data-status', 'ADJUSTING');
    await expect(bar).toHaveAttribute('data-step', 'LOCK');

    // the lock step refuses until the vehicle answered a lock command
    await page.getByTestId('adjust-step-next').click();
    await expect(page.getByText('本步骤尚未下发锁车或解锁指令').first()).toBeVisible();
    await page.getByTestId('adjust-step-lock').click();
    await expect(page.getByTestId('adjust-check-lock')).toHaveAttribute('data-ok', 'true');
    expect(terminal!.vehicle.immobilized).toBe(true);
    await page.getByTestId('adjust-step-next').click();
    await expect(bar).toHaveAttribute('data-step', 'GB4');

    await expect(page.getByTestId('adjust-check-frame')).toHaveAttribute('data-ok', 'true');
    await page.getByTestId('adjust-step-next').click();
    await expect(bar).toHaveAttribute('data-step', 'CUSTOMER');

    await page.locator('input[data-testid="adjust-customer-name"]').fill('赵六');
    await page.locator('input[data-testid="adjust-customer-phone"]').fill('13900002222');
    await page.getByTestId('adjust-step-customer').click();
    await expect(page.getByTestId('adjust-check-customer')).toHaveAttribute('data-ok', 'true');
    await page.getByTestId('adjust-step-next').click();
    await expect(bar).toHaveAttribute('data-step', 'FINISH');
    await page.getByTestId('adjust-step-finish').click();
    await expect(status).toHaveAttribute('data-status', 'FINISHED');
    await expect(page.getByTestId('adjust-log')).toContainText('未通过');
  });

  test('an assembly registered and finished binds its terminal to the vehicle', async () => {
    await openFromMenu(page, 'vehicle/assembly');
    await page.getByTestId('vehicleAssembly-create').click();
    await page.getByTestId('vehicleAssembly-form-vin').fill(ASSEMBLY.vin);
    await page.getByTestId('vehicleAssembly-form-terminalCode').fill(ASSEMBLY.terminalCode);
    await page.getByTestId('vehicleAssembly-form-parts').fill('主机、GPS 天线');
    await page.getByTestId('vehicleAssembly-form-submit').click();
    const row = rowWith(page, 'vehicleAssembly', ASSEMBLY.vin);
    await expect(row).toContainText('待装配');

    await row.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'vehicleAssembly', 'action-finish');
    await page.getByTestId('vehicleAssembly-action-confirm').click();
    await expect(row).toContainText('已装配');

    await openFromMenu(page, 'ne-vehicle/terminalBind');
    const bound = page.locator('[data-testid^="vehicleTerminal-row-"]', { hasText: ASSEMBLY.vin });
    // the binding screens load two lists at once: give them the time a busy machine needs
    await expect(bound).toContainText(ASSEMBLY.terminalCode, { timeout: 30_000 });
    await expect(rowWith(page, 'vehicleTerminalLog', ASSEMBLY.vin)).toContainText('绑定');
  });
});
