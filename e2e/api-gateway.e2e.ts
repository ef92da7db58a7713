import { expect, test, type Page } from '@playwright/test';
import { choose, openFromMenu, rowWith, signInAdmin } from './support';

/** The page's own session token, for reading what the console holds. */
const sessionToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('chelian.session') ?? '{}') as { token?: string }).token ?? '',
  );

test.describe.serial('API gateway', () => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const system = `车队系统-${suffix}`;
  const authName = `实时读取-${suffix}`;

  test('an authorisation shows its key once, the key calls the open API, the call is recorded', async ({
    page,
  }) => {
    await signInAdmin(page);

    await openFromMenu(page, 'apiManage/system-connect');
    await page.getByTestId('systemConnect-create').click();
    await page.getByTestId('systemConnect-form-name').fill(system);
    await page.getByTestId('systemConnect-form-code').fill(`FLEET-${suffix}`);
    await page.getByTestId('systemConnect-form-submit').click();
    await expect(page.getByTestId('systemConnect-form')).toHaveCount(0);
    await expect(rowWith(page, 'systemConnect', system)).toBeVisible();

    await openFromMenu(page, 'apiManage/auth');
    await page.getByTestId('gatewayAuth-create').click();
    await page.getByTestId('gatewayAuth-form-name').fill(authName);
    await choose(page, 'gatewayAuth-form-connectId', system);
    await choose(page, 'gatewayAuth-form-services', '车辆实时状态');
    await page.getByTestId('gatewayAuth-form-submit').click();
    const shown = page.getByTestId('api-key-value');
    await expect(shown).toContainText(/ck_[A-Za-z0-9_-]{12}\./);
    const key =
      ((await shown.textContent()) ?? '').match(/ck_[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{43}/)?.[0] ?? '';
    expect(key).not.toBe('');
    await page.getByTestId('api-key-done').click();
    await expect(shown).toHaveCount(0);
    // once closed, the key is nowhere on the page: the list shows its prefix only
    const row = rowWith(page, 'gatewayAuth', authName);
    await expect(row).toContainText(key.slice(3, 15));
    await expect(page.getByText(key)).toHaveCount(0);

    // a vehicle of the admin's tenant, read through the console's own API
    const vehicles = (await (
      await page.request.post('/api/vehicle-svc/vehicles/V1.0/page', {
        headers: { authorization: await sessionToken(page) },
        data: { pageSize: 1 },
      })
    ).json()) as { items: { vin: string }[] };
    const vin = vehicles.items[0]?.vin ?? 'LNOSUCHVEHICLE001';
    const refused = await page.request.get(`/open/v1/vehicles/${vin}/realtime`);
    expect(refused.status()).toBe(401);
    const res = await page.request.get(`/open/v1/vehicles/${vin}/realtime`, {
      headers: { 'x-api-key': key },
    });
    expect(res.status()).toBe(vehicles.items.length ? 200 : 404);
    if (vehicles.items.length) expect(((await res.json()) as { vin: string }).vin).toBe(vin);

    await openFromMenu(page, 'apiManage/request');
    const record = rowWith(page, 'gatewayRequest', `/open/v1/vehicles/${vin}/realtime`);
    // the records are written in batches off the request path: search again until the batch is in
    await expect(async () => {
      await page.getByTestId('gatewayRequest-search-submit').click();
      await expect(record.first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(record.first()).toContainText(authName);
    await expect(record.first()).toContainText(String(res.status()));
  });
});
