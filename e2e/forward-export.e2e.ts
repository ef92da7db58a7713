import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { SimulatedTerminal, vehicleIdentity } from '@chelian/simulator';
import { apiToken, openFromMenu, rowWith, signInAdmin, USERS } from './support';

const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;
const identity = vehicleIdentity(6, 'forward-export-e2e');
const NAME = `导出任务测试 ${Date.now()}`;
const TASK = `转发记录导出 ${Date.now()}`;

/** A wall time of the tenant's zone (Asia/Shanghai), as the console's pickers take it. */
const wall = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

test.describe.serial('forwarding: export tasks', () => {
  let terminal: SimulatedTerminal | undefined;
  let receiver: http.Server | undefined;

  test.beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await terminal?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  test('an export task of forwarded records runs in the background and downloads its rows', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = new SimulatedTerminal({ identity, port: gatewayPort, interval: 1, randomAlarms: false });
    terminal = t;
    expect(await t.login()).toBe('ok');
    // a task relaying the vehicle to an HTTP target, set up through the console's calls
    const token = await apiToken(request, USERS.admin);
    const headers = { authorization: token, 'accept-language': 'zh-CN' };
    const config = await request.post('/api/fwp-svc/forward/config', {
      headers,
      data: {
        name: NAME,
        linkType: 'HTTP',
        host: '127.0.0.1',
        port: (receiver!.address() as AddressInfo).port,
        httpPath: '/in',
        edition: '2016',
        platformLogin: false,
      },
    });
    expect(config.ok(), await config.text()).toBe(true);
    const configId = Number(((await config.json()) as { id: number }).id);
    const bound = await request.post(`/api/fwp-svc/forward/config/bind/${configId}/vehicles`, {
      headers,
      data: { vins: [identity.vin] },
    });
    expect(bound.ok(), await bound.text()).toBe(true);
    expect((await request.get(`/api/fwp-svc/forward/config/${configId}/run`, { headers })).ok()).toBe(true);
    const count = async () =>
      (
        (await (
          await request.post('/api/fwp-svc/taskData/successful', { headers, data: { taskId: configId } })
        ).json()) as { count: number }
      ).count;
    await expect
      .poll(
        async () => {
          t.tick();
          return count();
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBeGreaterThanOrEqual(3);
    await request.get(`/api/fwp-svc/forward/config/${configId}/stop`, { headers });
    const delivered = await count();

    // the console: task data, its export tasks, a new one over the last hour for the vehicle
    await signInAdmin(page);
    await openFromMenu(page, 'fwp/task-data');
    await page.getByTestId('forward-export-tasks-open').click();
    const drawer = page.getByTestId('forward-export-tasks');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('forwardExportTask-create').click();
    await page.getByTestId('forwardExportTask-form-taskName').fill(TASK);
    // the vehicle's records, whichever config sent them
    await page.getByTestId('forwardExportTask-form-vins').fill(identity.vin);
    for (const [field, ms] of [
      ['startTime', Date.now() - 3600_000],
      ['endTime', Date.now() + 3600_000],
    ] as const) {
      await page.getByTestId(`forwardExportTask-form-${field}`).click();
      await page.keyboard.type(wall(ms));
      await page.keyboard.press('Enter');
    }
    await page.getByTestId('forwardExportTask-form-submit').click();

    // the row follows the task until it is finished, then downloads its file
    const row = rowWith(page, 'forwardExportTask', TASK);
    await expect(row).toBeVisible();
    await expect(row).toContainText('已完成', { timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.locator('[data-testid^="forward-export-download-"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TASK}.xlsx`);
    const path = join(tmpdir(), `forward-export-${Date.now()}.xlsx`);
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('车架号');
    // every delivered frame of the task, one a row, each of the vehicle and a success
    expect(sheet.rowCount - 1).toBe(delivered);
    for (let r = 2; r <= sheet.rowCount; r++) {
      expect(sheet.getRow(r).getCell(1).value).toBe(NAME);
      expect(sheet.getRow(r).getCell(2).value).toBe(identity.vin);
      expect(sheet.getRow(r).getCell(4).value).toBe('成功');
    }
  });
});
