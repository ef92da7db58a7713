import { expect, test, type Page } from '@playwright/test';
import { choose, openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

/** The page's own session token, for reading what the console saved. */
const sessionToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('chelian.session') ?? '{}') as { token?: string }).token ?? '',
  );

/** A VIN of the archive no customer holds yet. */
async function freeVin(page: Page): Promise<string> {
  const headers = { authorization: await sessionToken(page) };
  const bound = (await (
    await page.request.post('/api/customer-svc/customer/vehicle/mgr/V1.0/page', {
      headers,
      data: { pageSize: 500 },
    })
  ).json()) as { items: { vin: string }[] };
  const taken = new Set(bound.items.map((r) => r.vin));
  const archive = (await (
    await page.request.post('/api/vehicle-svc/vehicles/V1.0/page', { headers, data: { pageSize: 200 } })
  ).json()) as { items: { vin: string }[] };
  const vin = archive.items.map((r) => r.vin).find((v) => !taken.has(v));
  expect(vin).toBeTruthy();
  return vin!;
}

/** A made-up identity number with its check digit. */
function idNumber(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}

test.describe.serial('customers and real-name records', () => {
  test.setTimeout(180_000);
  const account = `客户实名-${Date.now().toString(36)}`;
  const phone = `137${String(Date.now()).slice(-8)}`;
  let vin = '';

  test('a customer account gets a vehicle bound and audited', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'customer/accounts');
    await page.getByTestId('customerAccount-create').click();
    await page.getByTestId('customerAccount-form-name').fill(account);
    await page.getByTestId('customerAccount-form-phone').fill(phone);
    await page.getByTestId('customerAccount-form-submit').click();
    await expect(page.getByTestId('customerAccount-form')).toHaveCount(0);
    await expect(rowWith(page, 'customerAccount', account)).toContainText('正常');

    vin = await freeVin(page);
    await openFromMenu(page, 'customer/vehicles');
    await toolbarClick(page, 'customerVehicle', 'action-bind');
    await choose(page, 'bind-vehicles-account', account);
    await page.getByTestId('bind-vehicles-vins').fill(vin);
    await page.getByTestId('bind-vehicles-submit').click();
    const row = rowWith(page, 'customerVehicle', vin);
    await expect(row).toContainText(account);
    await expect(row).toContainText('待审核');

    await row.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'customerVehicle', 'action-audit');
    await page.getByTestId('audit-remark').fill('资料齐全');
    await page.getByTestId('audit-submit').click();
    await expect(row).toContainText('审核通过');
  });

  test('a real-name record of that vehicle is saved sealed, shown to its reader, submitted by hand', async ({
    page,
  }) => {
    const owner = { name: '孙悦然', phone: '13811112222', id: idNumber('44030519900101123') };
    await signInAdmin(page);
    await openFromMenu(page, 'realname/records');
    await page.getByTestId('realnameRecord-create').click();
    await page.getByTestId('realnameRecord-form-vin').fill(vin);
    await page.getByTestId('realnameRecord-form-ownerName').fill(owner.name);
    await page.getByTestId('realnameRecord-form-ownerPhone').fill(owner.phone);
    await page.getByTestId('realnameRecord-form-ownerIdNumber').fill(owner.id);
    await page.getByTestId('realnameRecord-form-submit').click();
    await expect(page.getByText('实名信息修改成功，请手动提交')).toBeVisible();

    // the administrator holds realnameRecords/unmask: the list shows the owner in clear (each
    // such read is logged); a user without it reads masks (server tests)
    const row = rowWith(page, 'realnameRecord', vin);
    await expect(row).toContainText(owner.name);
    await expect(row).toContainText(owner.phone);
    await expect(row).toContainText('未认证');

    await row.locator('.ant-checkbox-input').check();
    await toolbarClick(page, 'realnameRecord', 'action-submit');
    await page.getByTestId('realname-submit-ok').click();
    await expect(row).toContainText('已提交');
  });
});
