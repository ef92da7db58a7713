import { expect, test } from '@playwright/test';
import { SimulatedTerminal, fleetIdentities } from '@chelian/simulator';
import { openFromMenu, signInAdmin } from './support';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * A simulated terminal reports two hours of parking and driving, then the console asks it for its
 * log file: the terminal uploads it, the file-upload tab shows it and downloads it; the analysis
 * tab shows the trips the server found in the frames the test sent.
 */
test('a vehicle uploads its log on request and its trips are analysed', async ({ page }) => {
  const [identity] = fleetIdentities(1, 'e2e-terminal-files');
  const vin = identity!.vin;
  const terminal = new SimulatedTerminal({
    identity: identity!,
    port: port + 1,
    interval: 30,
    randomAlarms: false,
    startTime: Date.now() - 7_300_000,
    uploadUrl: `http://127.0.0.1:${port}/api/vehicle-svc/terminalFiles/V1.0/upload`,
  });
  try {
    expect(await terminal.login()).toBe('ok');
    const mileage: number[] = [];
    for (let i = 0; i < 240; i++) mileage.push(terminal.tick(30_000).vehicle!.mileage!);

    await signInAdmin(page);
    await openFromMenu(page, 'monitor/status');
    await page.getByTestId('monitor-status-search-vin').fill(vin);
    await page.getByTestId('monitor-status-search-submit').click();
    await page.getByTestId(`status-open-${vin}`).click();

    // file upload: ask for the LOG file, the terminal posts it, read and download it
    await page.getByTestId('single-vehicle-tab-files').click();
    await page.getByTestId('files-request-LOG').click();
    const name = page.getByTestId('files-table').locator('[data-testid^="file-name-"]').first();
    await expect(name).toHaveText(new RegExp(`^${vin}_LOG_\\d{14}\\.log$`), { timeout: 15_000 });
    const id = (await name.getAttribute('data-testid'))!.replace('file-name-', '');
    await page.getByTestId(`file-read-${id}`).click();
    await expect(page.getByTestId('file-content')).toContainText(`vin=${vin}`);
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByTestId(`file-download-${id}`).click();
    expect((await download).suggestedFilename()).toBe(await name.textContent());

    // analysis: the trips of the frames sent, and the odometer's advance over the days
    await page.getByTestId('single-vehicle-tab-analysis').click();
    await expect(page.getByTestId('analysis-trips').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('analysis-total-trips')).not.toHaveText('0');
    const advance = Math.max(...mileage) - Math.min(...mileage);
    const shown = Number(await page.getByTestId('analysis-total-mileage').textContent());
    expect(shown).toBeGreaterThan(advance - 1);
    expect(shown).toBeLessThanOrEqual(advance + 0.2);
  } finally {
    await terminal.stop({ logout: false }).catch(() => undefined);
  }
});
