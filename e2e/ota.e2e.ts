import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { adminToken, choose, openFromMenu, rowWith, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * OTA end to end in the console: a version is uploaded (its MD5 shown), a task over two simulated
 * terminals is made and started, the terminals download the package for real (one download cut
 * and resumed) and report through the 0xC1 frame, the task's vehicles reach success live, and the
 * task is closed.
 */
test('upload a version, upgrade simulated vehicles, watch them succeed, close the task', async ({ page }) => {
  test.setTimeout(180_000);
  const ids = fleetIdentities(2, 'e2e-ota');
  const terminals = ids.map(
    (identity) =>
      new SimulatedTerminal({
        identity,
        port: port + 1,
        interval: 10,
        randomAlarms: false,
        startTime: Date.now() - 60_000,
      }),
  );
  const pkg = randomBytes(300_000);
  const md5 = createHash('md5').update(pkg).digest('hex');
  try {
    for (const t of terminals) {
      expect(await t.login()).toBe('ok');
      t.tick();
      t.vehicle.mode = 'parked';
      t.vehicle.speed = 0;
      t.ota.stepMs = 300;
      t.ota.failureRate = 0;
    }
    terminals[0]!.ota.cutRate = 1;
    terminals[1]!.ota.cutRate = 0;

    await signInAdmin(page);
    await openFromMenu(page, 'ota/version');
    await page.getByTestId('otaVersion-create').click();
    await page.getByTestId('otaVersion-form-versionName').fill('E2E T-BOX 2.0.0');
    await page.getByTestId('otaVersion-form-componentCode').fill('TBOX');
    await page.getByTestId('otaVersion-form-versionText').fill('2.0.0');
    await page.getByTestId('otaVersion-form-versionNo').fill('200');
    await choose(page, 'otaVersion-form-versionType', '应用程序包');
    await page
      .locator('.ant-upload:has([data-testid="otaVersion-form-packageId"]) input[type=file]')
      .setInputFiles({ name: 'tbox-2.0.0.bin', mimeType: 'application/octet-stream', buffer: pkg });
    await expect(page.getByText('tbox-2.0.0.bin')).toBeVisible();
    await page.getByTestId('otaVersion-form-submit').click();
    const versionRow = rowWith(page, 'otaVersion', 'E2E T-BOX 2.0.0');
    await expect(versionRow).toBeVisible();
    await expect(versionRow).toContainText(md5);

    await openFromMenu(page, 'ota/updateTask');
    await page.getByTestId('otaTask-create').click();
    await page.getByTestId('otaTask-form-taskName').fill('E2E 升级任务');
    await choose(page, 'otaTask-form-versionId', 'E2E T-BOX 2.0.0');
    await page.getByTestId('otaTask-form-submit').click();
    const taskRow = rowWith(page, 'otaTask', 'E2E 升级任务');
    await expect(taskRow).toBeVisible();

    // link the two vehicles
    const headers = { authorization: await adminToken(page.request) };
    const tasks = await page.request.post('/api/vehicle-svc/vehicle/otaTask/page', {
      headers,
      data: { taskName: 'E2E 升级任务', pageSize: 10 },
    });
    const taskId = ((await tasks.json()) as { items: { id: number }[] }).items[0]!.id;
    await taskRow.getByTestId(`ota-task-vehicles-${taskId}`).click();
    const dialog = page.getByTestId('ota-task-vehicles');
    await dialog.getByRole('tab', { name: '添加车辆' }).click();
    const search = dialog.getByTestId('ota-vin-search');
    const box = (await search.evaluate((e) => e.tagName)) === 'INPUT' ? search : search.locator('input');
    const candidates = dialog.getByTestId('ota-candidates-table');
    for (const id of ids) {
      await box.fill(id.vin);
      await box.press('Enter');
      await expect(candidates.locator('tr', { hasText: id.vin })).toBeVisible();
      await candidates.locator('tr', { hasText: id.vin }).locator('input[type=checkbox]').check();
      await dialog.getByTestId('ota-link').click();
      await expect(page.getByText('已关联 1 辆车').last()).toBeVisible();
    }
    await box.fill('');
    await box.press('Enter');
    await dialog.getByRole('tab', { name: '已关联车辆' }).click();
    const linked = dialog.getByTestId('ota-linked-table');
    for (const id of ids) await expect(linked).toContainText(id.vin);
    await page.keyboard.press('Escape');

    // start: the orders go out, the terminals download and report, the table follows live
    await taskRow.getByTestId(`ota-task-start-${taskId}`).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect(page.getByText('任务已启用')).toBeVisible();
    await taskRow.getByTestId(`ota-task-vehicles-${taskId}`).click();
    await expect(linked.locator('[data-status="SUCCESS"]')).toHaveCount(2, { timeout: 60_000 });
    await expect(linked).toContainText('升级成功');
    for (const t of terminals) expect(t.ota.versions.get('TBOX')).toBe('2.0.0');
    // the cut download was resumed: its history shows the resume report
    await dialog.getByTestId(`ota-history-${ids[0]!.vin}`).click();
    await expect(page.getByTestId('ota-history')).toContainText('下载中断，断点续传中');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // close the task
    await taskRow.getByTestId(`ota-task-close-${taskId}`).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect(page.getByText('任务已关闭')).toBeVisible();
    await expect(taskRow).toContainText('已关闭');
  } finally {
    for (const t of terminals) t.disconnect();
  }
});
