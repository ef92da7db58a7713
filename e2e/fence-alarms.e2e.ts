import { expect, test } from '@playwright/test';
import { vehicleIdentity, type SimulatedTerminal } from '@chelian/simulator';
import { placedTerminal } from './terminals';
import { adminToken, openFromMenu, rowWith, signInAdmin } from './support';

// a VIN of this file's own (the gateway registers it at its first login)
const identity = vehicleIdentity(5, 'fence-alarms-e2e');
const depot: [number, number] = [113.3, 23.1];

test.describe.serial('fence alarms', () => {
  let terminal: SimulatedTerminal | undefined;
  let ticking: NodeJS.Timeout | undefined;

  test.afterAll(async () => {
    clearInterval(ticking);
    await terminal?.stop();
  });

  test('a vehicle linked to a fence and driven out of it raises an exit alarm, listed and rung', async ({
    page,
  }) => {
    // the terminal logs in first, so that its vehicle exists to be linked; it stays where the test puts it
    const placed = await placedTerminal(identity, depot, 20);
    const { vehicle } = placed;
    const t = (terminal = placed.terminal);

    const headers = { authorization: await adminToken(page.request) };
    const name = `fenceAlarms 出场 ${Date.now() % 1_000_000}`;
    const created = await page.request.post('/api/vehicle-svc/fences/V1.0', {
      headers,
      data: {
        name,
        shape: 'CIRCLE',
        geometry: { type: 'Circle', center: depot, radius: 500 },
        vehicleScope: 'VIN',
        entryAlarm: true,
        exitAlarm: true,
      },
    });
    expect(created.status(), await created.text()).toBe(200);

    // link the vehicle in the fence screen's dialog
    await signInAdmin(page);
    await openFromMenu(page, 'dealer/fence');
    const fenceRow = rowWith(page, 'fence', name).first();
    await expect(fenceRow).toBeVisible({ timeout: 15_000 });
    await fenceRow.locator('[data-testid^="fence-vehicles-"]').click();
    await page.getByTestId('fenceVehicleOf-create').click();
    await page.getByTestId('fenceVehicleOf-form-vin').fill(identity.vin);
    await page.getByTestId('fenceVehicleOf-form-submit').click();
    await expect(rowWith(page, 'fenceVehicleOf', identity.vin)).toBeVisible({ timeout: 15_000 });
    await page.locator('.ant-drawer-close').first().click();
    await expect(page.getByTestId('fenceVehicleOf-create')).toBeHidden();

    // inside for a few reports (entry), then 2 km east (exit), one report a second
    let reports = 0;
    ticking = setInterval(() => {
      reports++;
      if (reports === 4) vehicle.lng = depot[0] + 0.02;
      t.tick();
    }, 1000);

    // the bell rings with the fence message; its item leads to the fence notices
    const item = page.locator('[data-testid^="bell-item-"]', { hasText: identity.vin }).first();
    await expect(async () => {
      if (await page.getByTestId('bell-panel').isVisible()) await page.getByTestId('header-bell').click();
      await page.getByTestId('header-bell').click();
      await expect(item).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await expect(item).toContainText(name);
    await item.click();
    await expect(page).toHaveURL(/#\/dealer\/fenceNotice/);

    // the list: kind, fence, vehicle, position
    await expect(async () => {
      await page
        .getByTestId('fenceAlarm-search-submit')
        .click({ timeout: 2000 })
        .catch(() => undefined);
      await expect(rowWith(page, 'fenceAlarm', '驶出').filter({ hasText: identity.vin })).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 30_000 });
    const exit = rowWith(page, 'fenceAlarm', '驶出').filter({ hasText: identity.vin }).first();
    await expect(exit).toContainText(name);
    await expect(exit).toContainText('113.32');
    await expect(rowWith(page, 'fenceAlarm', '驶入').filter({ hasText: identity.vin })).toBeVisible();
  });
});
