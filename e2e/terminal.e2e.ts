import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signInAdmin, choose, rowWith } from './support';

const SUPPLIER = { code: 'E2E_SUP', name: 'E2E 终端供应商' };
const MODEL = { code: 'E2E-TBOX', name: 'E2E 国标终端型号' };
const SIM = { iccid: '89860000000000001234', msisdn: '1440000001234' };
const TERMINAL = 'E2ETB000000001';

async function submit(page: Page, scope: string) {
  await page.getByTestId(`${scope}-form-submit`).click();
  await expect(page.getByTestId(`${scope}-form`)).toHaveCount(0);
}

/** Opens a screen from the side menu; a click lost while the menu group unfolds is repeated once. */
async function open(page: Page, key: string) {
  await openFromMenu(page, key);
  const tab = page.getByTestId(`tab-/${key}`);
  const opened = await tab.waitFor({ state: 'visible', timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (!opened) await page.getByTestId(`menu-${key}`).click();
}

test('a supplier, a terminal model, a SIM card and a terminal created in the console, listed with their labels', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAdmin(page);

  await open(page, 'terminal/terminal-suppliers');
  await page.getByTestId('terminalSupplier-create').click();
  await page.getByTestId('terminalSupplier-form-code').fill(SUPPLIER.code);
  await page.getByTestId('terminalSupplier-form-name').fill(SUPPLIER.name);
  await page.getByTestId('terminalSupplier-form-mesCode').fill('E2');
  await page.getByTestId('terminalSupplier-form-tuidCode').fill('T9');
  await submit(page, 'terminalSupplier');
  await expect(rowWith(page, 'terminalSupplier', SUPPLIER.code)).toHaveCount(1);

  await open(page, 'terminal/terminal-models');
  await page.getByTestId('terminalModel-create').click();
  await page.getByTestId('terminalModel-form-modelCode').fill(MODEL.code);
  await page.getByTestId('terminalModel-form-modelName').fill(MODEL.name);
  await choose(page, 'terminalModel-form-supplierId', SUPPLIER.name);
  await submit(page, 'terminalModel');
  await expect(rowWith(page, 'terminalModel', MODEL.code)).toContainText(SUPPLIER.name);

  await open(page, 'terminal/sim-cards');
  await page.getByTestId('simCard-create').click();
  await page.getByTestId('simCard-form-iccid').fill(SIM.iccid);
  await page.getByTestId('simCard-form-msisdn').fill(SIM.msisdn);
  await choose(page, 'simCard-form-operator', '中国移动');
  await choose(page, 'simCard-form-cardCategory', '物联网卡');
  await submit(page, 'simCard');
  await expect(rowWith(page, 'simCard', SIM.iccid)).toContainText('库存');

  await open(page, 'terminal/terminals');
  await page.getByTestId('terminal-create').click();
  await page.getByTestId('terminal-form-terminalCode').fill(TERMINAL);
  await choose(page, 'terminal-form-terminalModelId', MODEL.name);
  await choose(page, 'terminal-form-simCardId', SIM.iccid);
  await page.getByTestId('terminal-form-softwareVersion').fill('1.2.0');
  await submit(page, 'terminal');
  await page.getByTestId('terminal-search-terminalCode').fill(TERMINAL);
  await page.getByTestId('terminal-search-submit').click();
  const row = rowWith(page, 'terminal', TERMINAL);
  await expect(row).toHaveCount(1);
  for (const label of [MODEL.name, SUPPLIER.name, SIM.iccid, SIM.msisdn, 'GB/T 32960'])
    await expect(row).toContainText(label);

  // the SIM card list (its tab still open) names the terminal now holding the card
  await page.getByTestId('tab-/terminal/sim-cards').click();
  await page.getByTestId('simCard-refresh').click();
  await expect(rowWith(page, 'simCard', SIM.iccid)).toContainText(TERMINAL);
});
