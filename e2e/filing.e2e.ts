import { expect, test } from '@playwright/test';
import { adminUser, apiToken, choose, openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

test('a terminal model filed through the sandbox platform moves to approved on its own', async ({ page }) => {
  test.setTimeout(60_000);
  // the archive side (supplier, chip model, terminal model) comes through the API: the filing is under test
  const token = await apiToken(page.request, await adminUser(page.request));
  const headers = { authorization: token };
  const code = `E2E-F${Date.now().toString(36).toUpperCase()}`;
  const supplier = await page.request.post('/api/terminal-svc/terminal/suppliers/V1.0', {
    headers,
    data: { code: `S${code.slice(-6)}`, name: `${code} 供应商`, mesCode: 'E3', tuidCode: 'T8' },
  });
  expect(supplier.ok(), await supplier.text()).toBe(true);
  const factory = await page.request.post('/api/terminal-svc/chip/factory/V1.0', {
    headers,
    data: { code: `F${code.slice(-6)}`, name: `${code} 芯片厂` },
  });
  const chip = await page.request.post('/api/terminal-svc/chip/models/V1.0', {
    headers,
    data: {
      modelCode: `C${code.slice(-6)}`,
      modelName: `${code} 芯片`,
      chipFactoryId: (await factory.json()).id,
      chipType: 'SE',
    },
  });
  const model = await page.request.post('/api/terminal-svc/terminal/models/V1.0', {
    headers,
    data: {
      modelCode: code,
      modelName: `${code} 终端`,
      supplierId: (await supplier.json()).id,
      chipModelId: (await chip.json()).id,
      chainType: 'GB6',
      hardwareVersion: 'H2.0',
    },
  });
  expect(model.ok(), await model.text()).toBe(true);

  await signInAdmin(page);
  await openFromMenu(page, 'terminal/terminal-model-filing-gb6');
  await expect(page.getByTestId('filing-sandbox-tag')).toBeVisible();

  await page.getByTestId('terminalModelFilingGb6-create').click();
  await choose(page, 'terminalModelFilingGb6-form-subjectId', `${code} 终端`);
  await page.getByTestId('terminalModelFilingGb6-form-submit').click();
  const row = rowWith(page, 'terminalModelFilingGb6', code);
  await expect(row).toContainText('待提交');

  await row.locator('.ant-checkbox-input').check();
  await toolbarClick(page, 'terminalModelFilingGb6', 'action-identifier');
  await expect(row).toContainText(/GB6TB[0-9A-F]{12}/);
  await toolbarClick(page, 'terminalModelFilingGb6', 'action-register');
  await page.getByTestId('terminalModelFilingGb6-action-confirm').click();
  await expect(row).toContainText(/已提交|审核中/);
  // the platform's review arrives by the background job and is pushed to the console
  await expect(row).toContainText('审核通过', { timeout: 20_000 });
});

test('a signal template published to a series shows in the publish history', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAdmin(page);
  await openFromMenu(page, 'signal/signal-publish');
  const series = rowWith(page, 'signalPublishSeries', 'CL-E');
  await expect(series).toContainText('CL-E 标准采集模板');
  await series.locator('.ant-checkbox-input').check();
  await toolbarClick(page, 'signalPublishSeries', 'action-publish');
  await choose(page, 'publishTemplate-template', 'CL-E 电池监控模板');
  await page.getByTestId('publishTemplate-submit').click();
  await expect(series).toContainText('CL-E 电池监控模板');

  await page.getByTestId('signalPublish-history-tab').click();
  const published = rowWith(page, 'signalPublishHistory', 'CL-E 电池监控模板');
  await expect(published.first()).toContainText('已发布');
  await expect(published.first()).toContainText('V001');
  await expect(rowWith(page, 'signalPublishHistory', 'CL-E 标准采集模板').first()).toContainText('已取消');
});
