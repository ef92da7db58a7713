import { expect, test, type Page } from '@playwright/test';
import { adminToken, openFromMenu, signInAdmin, choose, rowWith } from './support';

const RUN = Date.now().toString(36).toUpperCase();
const SUPPLIER = { code: `E2E_FS_${RUN}`, name: `E2E 生产工厂 ${RUN}` };
const MODEL_A = { modelCode: `E2E-FA-${RUN}`, modelName: `E2E 型号甲 ${RUN}` };
const MODEL_B = { modelCode: `E2E-FB-${RUN}`, modelName: `E2E 型号乙 ${RUN}` };
const APPLY_NO = `PA-E2E-${RUN}`;
const SUPPLY_NO = `SR-E2E-${RUN}`;

/** Types a date into the antd picker of a form field and confirms it. */
async function typeDate(page: Page, testId: string, date: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
}

/** Opens a screen from the side menu; a click lost while the menu group unfolds is repeated once. */
async function open(page: Page, key: string) {
  await openFromMenu(page, key);
  const opened = await page
    .getByTestId(`tab-/${key}`)
    .waitFor({ state: 'visible', timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
  if (!opened) await page.getByTestId(`menu-${key}`).click();
}

test('a delivery against a production request: another model is refused on the form, the request model is saved and listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const headers = { Authorization: await adminToken(page.request) };
  const supplier = await page.request.post('/api/terminal-svc/terminal/suppliers/V1.0', {
    headers,
    data: { ...SUPPLIER, mesCode: 'E3', tuidCode: 'T8' },
  });
  expect(supplier.ok(), await supplier.text()).toBe(true);
  const modelIds: number[] = [];
  for (const model of [MODEL_A, MODEL_B]) {
    const res = await page.request.post('/api/terminal-svc/terminal/models/V1.0', {
      headers,
      data: { ...model, supplierId: (await supplier.json()).id, chainType: 'GB32960' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    modelIds.push((await res.json()).id);
  }
  const apply = await page.request.post('/api/terminal-svc/factoryProductionApply/V1.0', {
    headers,
    data: {
      applyNo: APPLY_NO,
      supplierId: (await supplier.json()).id,
      terminalModelId: modelIds[0],
      quantity: 300,
      plannedDate: Date.UTC(2027, 2, 1),
      status: 'APPROVED',
      applicant: '李工',
    },
  });
  expect(apply.ok(), await apply.text()).toBe(true);
  await signInAdmin(page);

  await open(page, 'terminal/supply-record');
  await page.getByTestId('supplyRecord-create').click();
  await page.getByTestId('supplyRecord-form-supplyNo').fill(SUPPLY_NO);
  await choose(page, 'supplyRecord-form-supplierId', SUPPLIER.name);
  await choose(page, 'supplyRecord-form-terminalModelId', MODEL_B.modelName);
  await choose(page, 'supplyRecord-form-applyId', APPLY_NO);
  await page.getByTestId('supplyRecord-form-quantity').fill('120');
  await typeDate(page, 'supplyRecord-form-supplyDate', '2027-03-05');
  await page.getByTestId('supplyRecord-form-receiver').fill('仓库 张三');
  await page.getByTestId('supplyRecord-form-submit').click();
  // the request was for model A: the form stays open with the reason under the request
  await expect(page.getByText('生产申请的工厂或终端型号与本记录不一致').first()).toBeVisible();
  await expect(page.getByTestId('supplyRecord-form')).toHaveCount(1);

  await choose(page, 'supplyRecord-form-terminalModelId', MODEL_A.modelName);
  await page.getByTestId('supplyRecord-form-submit').click();
  await expect(page.getByTestId('supplyRecord-form')).toHaveCount(0);
  const row = rowWith(page, 'supplyRecord', SUPPLY_NO);
  for (const text of [APPLY_NO, MODEL_A.modelName, '120']) await expect(row).toContainText(text);
});

test('the job log lists the service expiry runs; the terminal list opens the terminal checks', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const headers = { Authorization: await adminToken(page.request) };
  // a manual run beside the one the server makes after start
  const run = await page.request.get('/api/vehicle-svc/vehicles/V1.0/vehicleServiceExpireJob', { headers });
  expect(run.ok(), await run.text()).toBe(true);
  await signInAdmin(page);
  await open(page, 'terminal/cron-job-logs');
  const manual = rowWith(page, 'cronJobLog', '手动');
  await expect(manual.first()).toContainText('车辆服务到期');
  await expect(manual.first()).toContainText('成功');

  // the demo's free terminals: never reported, so a warning at best
  await open(page, 'terminal/terminals');
  await page.getByTestId('terminal-view-check').click();
  // terminals the other browser tests registered list first: look it up by its code
  await page.getByTestId('terminalCheck-search-terminalCode').fill('TBOX-DEMO-0001');
  await page.getByTestId('terminalCheck-search-submit').click();
  const check = rowWith(page, 'terminalCheck', 'TBOX-DEMO-0001');
  await expect(check).toContainText(/故障|告警/);
});
