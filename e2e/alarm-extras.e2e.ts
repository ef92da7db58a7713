import { expect, test } from '@playwright/test';
import { vehicleIdentity, type SimulatedTerminal } from '@chelian/simulator';
import { placedTerminal } from './terminals';
import { openFromMenu, rowWith, signInAdmin } from './support';

// a VIN of this file's own (the gateway registers it at its first login)
const identity = vehicleIdentity(7, 'alarm-extras-e2e');
const beijing: [number, number] = [116.4, 39.9];
const shanghai: [number, number] = [121.47, 31.23];

test.describe.serial('abnormal locations', () => {
  let terminal: SimulatedTerminal | undefined;
  let ticking: NodeJS.Timeout | undefined;

  test.afterAll(async () => {
    clearInterval(ticking);
    await terminal?.stop();
  });

  test('a fix that jumps faster than any vehicle appears on the open abnormal-location screen', async ({
    page,
  }) => {
    const placed = await placedTerminal(identity, beijing, 30);
    const { vehicle } = placed;
    const t = (terminal = placed.terminal);

    await signInAdmin(page);
    await openFromMenu(page, 'vehicle/abnormal-location');
    await expect(page.getByTestId('abnormalLocation-screen')).toBeVisible();
    await expect(rowWith(page, 'abnormalLocation', identity.vin)).toHaveCount(0);

    // Beijing for a few reports, then Shanghai a second later: 1,000 km in a second
    let reports = 0;
    ticking = setInterval(() => {
      reports++;
      if (reports === 3) [vehicle.lng, vehicle.lat] = shanghai;
      if (reports === 4) [vehicle.lng, vehicle.lat] = beijing;
      t.tick();
    }, 1000);

    // the screen refreshes by itself: the jump shows without a reload, labelled, not coded
    const row = rowWith(page, 'abnormalLocation', identity.vin).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('定位跳变');
    await expect(row).not.toContainText('JUMP');
    await expect(rowWith(page, 'abnormalLocation', identity.vin)).toHaveCount(1);
  });

  test('the terminal alarm screen lists its items, strategies and open alarms', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'vehicle/terminal-alarm');
    await expect(page.getByTestId('terminalAlarmInfo-screen')).toBeVisible();
    await page.getByRole('tab', { name: '报警项' }).click();
    // the demo's items, their kinds shown by label
    await expect(rowWith(page, 'terminalAlarmItem', '登录失败').first()).toBeVisible();
    await expect(page.getByTestId('terminalAlarmItem-screen')).not.toContainText('LOGIN_FAIL');
  });
});
