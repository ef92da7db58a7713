import { join } from 'node:path';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminToken,
  apiToken,
  choose,
  chooseImportFile,
  openFromMenu,
  rowWith,
  signIn,
  signInAdmin,
  toolbarClick,
} from './support';

const AUDITOR = { userName: 'e2e_auditor1', password: 'Audit@2026x' };
const ROLE = { name: 'E2E 审计员', code: 'e2e_auditor' };

/** The table row of a screen showing the text. */
const check = (row: Locator) => row.locator('.ant-checkbox-input').check();
const headers = (page: Page, scope: string) =>
  page.getByTestId(`${scope}-table`).locator('thead th').allInnerTexts();

async function search(page: Page, scope: string, key: string, value: string) {
  await page.getByTestId(`${scope}-search-${key}`).fill(value);
  await page.getByTestId(`${scope}-search-submit`).click();
}

test.describe.serial('system administration', () => {
  // the embedded database makes some of these slow on a small machine
  test.setTimeout(120_000);

  test('a role with a chosen authority', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/role');
    await page.getByTestId('role-create').click();
    await page.getByTestId('role-form-name').fill(ROLE.name);
    await page.getByTestId('role-form-code').fill(ROLE.code);
    await page.getByTestId('role-form-submit').click();
    await expect(page.getByTestId('role-form')).toHaveCount(0);
    await search(page, 'role', 'name', ROLE.name);
    const roleRow = rowWith(page, 'role', ROLE.code);
    await expect(roleRow).toHaveCount(1);
    await check(roleRow);

    // assign: the user screen's view, create and export buttons only
    await toolbarClick(page, 'role', 'action-authority');
    const tree = page.getByTestId('role-authority');
    await expect(tree.getByTestId('authority-node-system/user')).toBeVisible();
    await tree
      .locator('.ant-tree-treenode', { has: page.getByTestId('authority-node-system/user') })
      .locator('.ant-tree-switcher')
      .click();
    for (const action of ['view', 'create', 'export'])
      await tree.getByTestId(`authority-node-system/user#${action}`).click();
    await page.getByTestId('role-authority-submit').click();
    await expect(tree).toHaveCount(0);

    // check authority: read-only, the same grant
    await page.getByTestId('role-view-authority').click();
    const view = page.getByTestId('role-authority-view');
    await view
      .locator('.ant-tree-treenode', { has: page.getByTestId('authority-node-system/user') })
      .locator('.ant-tree-switcher')
      .click();
    const node = (code: string) =>
      view
        .locator('.ant-tree-treenode', { has: page.getByTestId(`authority-node-${code}`) })
        .locator('.ant-tree-checkbox');
    await expect(node('system/user#view')).toHaveClass(/ant-tree-checkbox-checked/);
    await expect(node('system/user#delete')).not.toHaveClass(/ant-tree-checkbox-checked/);
    await expect(node('system/user#delete')).toHaveClass(/ant-tree-checkbox-disabled/);
    // the labels read as text, in the tree's own color, not greyed like a disabled control
    const label = view.getByTestId('authority-node-system/user#delete');
    await expect(view.locator('.ant-tree-treenode-disabled')).toHaveCount(0);
    const textColor = await view.locator('.ant-tree').evaluate((tree) => getComputedStyle(tree).color);
    await expect(label).toHaveCSS('color', textColor);
    await page.getByTestId('role-authority-view-submit').click();
  });

  test('a user of that role in an organisation sees only what the role grants', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/user');
    await page.getByTestId('user-create').click();
    await page.getByTestId('user-form-userName').fill(AUDITOR.userName);
    await page.getByTestId('user-form-realName').fill('E2E 审计员一号');
    // the four-class rule holds in this form too: the server only ever sees the password's MD5
    await page.getByTestId('user-form-password').fill('weak');
    await page.getByTestId('user-form-submit').click();
    await expect(page.getByTestId('user-form').getByText(/密码至少 8 位/)).toBeVisible();
    await page.getByTestId('user-form-password').fill(AUDITOR.password);
    await choose(page, 'user-form-orgId', '运营中心');
    await choose(page, 'user-form-roleIds', ROLE.name);
    await page.getByTestId('user-form-submit').click();
    await expect(page.getByTestId('user-form')).toHaveCount(0);
    await search(page, 'user', 'userName', AUDITOR.userName);
    const userRow = rowWith(page, 'user', AUDITOR.userName);
    await expect(userRow).toContainText('运营中心');
    await expect(userRow).toContainText(ROLE.name);

    // signed in as that user: only the granted menu item and buttons
    await page.getByTestId('header-user').click();
    await page.getByTestId('user-logout').click();
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, AUDITOR);
    await expect(page.getByTestId('menu-group-system')).toBeVisible();
    await expect(page.getByTestId('menu-group-vehicle')).toHaveCount(0);
    await page.getByTestId('menu-group-system').click();
    await expect(page.getByTestId('menu-system/user')).toBeVisible();
    await expect(page.getByTestId('menu-system/role')).toHaveCount(0);
    await page.getByTestId('menu-system/user').click();
    await expect(rowWith(page, 'user', AUDITOR.userName)).toHaveCount(1);
    await expect(page.getByTestId('user-create')).toBeVisible();
    await expect(page.getByTestId('user-export')).toBeVisible();
    for (const id of [
      'user-update',
      'user-delete',
      'user-import',
      'user-action-lock',
      'user-action-resetPassword',
    ])
      await expect(page.getByTestId(id)).toHaveCount(0);

    // hiding a button is not security: the calls answer 403
    const token = await apiToken(page.request, AUDITOR);
    const roles = await page.request.post('/api/system-svc/roles/V1.0/page', {
      headers: { authorization: token },
      data: { page: 1, pageSize: 10 },
    });
    expect(roles.status()).toBe(403);
    const remove = await page.request.delete('/api/system-svc/users/V1.0', {
      headers: { authorization: token },
      data: { ids: [1] },
    });
    expect(remove.status()).toBe(403);
    const users = await page.request.post('/api/system-svc/users/V1.0/page', {
      headers: { authorization: token },
      data: { page: 1, pageSize: 10 },
    });
    expect(users.status()).toBe(200);
  });

  test('create, search, edit and delete; the search form folds', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/parameters');
    await page.getByTestId('parameter-create').click();
    await expect(page.getByTestId('parameter-form-paramKey')).toBeVisible();
    await page.getByTestId('parameter-form-submit').click();
    await expect(page.getByText('参数键不能为空')).toBeVisible();
    await page.getByTestId('parameter-form-paramKey').fill('e2e.alpha');
    await page.getByTestId('parameter-form-name').fill('E2E 参数');
    await page.getByTestId('parameter-form-value').fill('42');
    await page.getByTestId('parameter-form-submit').click();
    await expect(page.getByTestId('parameter-form')).toHaveCount(0);

    await search(page, 'parameter', 'paramKey', 'e2e.');
    const row = rowWith(page, 'parameter', 'e2e.alpha');
    await expect(row).toHaveCount(1);
    await expect(page.locator('[data-testid^="parameter-row-"]')).toHaveCount(1);
    await check(row);
    await toolbarClick(page, 'parameter', 'update');
    await expect(page.getByTestId('parameter-form-name')).toHaveValue('E2E 参数');
    await page.getByTestId('parameter-form-name').fill('E2E 参数（改）');
    await page.getByTestId('parameter-form-submit').click();
    await expect(page.getByTestId('parameter-form')).toHaveCount(0);
    await expect(row).toContainText('E2E 参数（改）');

    await toolbarClick(page, 'parameter', 'delete');
    await page.getByTestId('parameter-delete-confirm').click();
    await expect(row).toHaveCount(0);

    // the user search has more than 4 fields: folded, then unfolded
    await openFromMenu(page, 'system/user');
    await expect(page.getByTestId('user-search-item-userName')).toBeVisible();
    await expect(page.getByTestId('user-search-item-phone')).toBeHidden();
    await page.getByTestId('user-search-fold').click();
    await expect(page.getByTestId('user-search-item-phone')).toBeVisible();
    await page.getByTestId('user-search-fold').click();
    await expect(page.getByTestId('user-search-item-phone')).toBeHidden();
  });

  test('column order and visibility survive a reload', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/user');
    await expect(rowWith(page, 'user', 'admin').first()).toBeVisible();
    const before = await headers(page, 'user');
    expect(before.indexOf('登录名')).toBeLessThan(before.indexOf('姓名'));
    await page.getByTestId('user-columns').click();
    await expect(page.getByTestId('user-columns-panel')).toBeVisible();
    // the popover zooms in: drag once it stands still
    await page.waitForTimeout(500);
    await page.getByTestId('user-column-realName').dragTo(page.getByTestId('user-column-userName'));
    await page.getByTestId('user-column-check-sex').uncheck();
    await expect
      .poll(async () => (await headers(page, 'user')).indexOf('姓名'))
      .toBeLessThan((await headers(page, 'user')).indexOf('登录名'));
    await page.reload();
    // a reload restores the session and loads the chunks again: slower than a click
    await expect(rowWith(page, 'user', 'admin').first()).toBeVisible({ timeout: 30_000 });
    const after = await headers(page, 'user');
    expect(after.indexOf('姓名')).toBeLessThan(after.indexOf('登录名'));
    expect(after).not.toContain('性别');
    await page.getByTestId('user-columns').click();
    await page.getByTestId('user-columns-reset').click();
    await expect.poll(async () => (await headers(page, 'user')).includes('性别')).toBe(true);
  });

  test('exports users and imports them back; a failing import downloads its error report', async ({
    page,
  }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/user');
    await search(page, 'user', 'userName', 'e2e_');
    await expect(rowWith(page, 'user', AUDITOR.userName)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('user-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^用户_\d+\.xlsx$/);
    const exported = join(tmpdir(), `users-${Date.now()}.xlsx`);
    await download.saveAs(exported);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(exported);
    const sheet = book.getWorksheet('Sheet')!;
    expect(String(sheet.getRow(1).getCell(1).value)).toContain('用户');
    const header = sheet.getRow(2).values as unknown[];
    const nameCol = header.indexOf('登录名');
    expect(nameCol).toBeGreaterThan(0);
    expect(sheet.getRow(3).getCell(nameCol).value).toBe(AUDITOR.userName);

    // the same users under new login names import cleanly
    sheet.getRow(3).getCell(nameCol).value = 'e2e_imported1';
    const renamed = join(tmpdir(), `users-renamed-${Date.now()}.xlsx`);
    await book.xlsx.writeFile(renamed);
    await page.getByTestId('user-import').click();
    await chooseImportFile(page, 'user-import', renamed);
    await page.getByTestId('user-import-submit').click();
    await expect(page.getByText('导入成功')).toBeVisible();
    await search(page, 'user', 'userName', 'e2e_imported');
    await expect(rowWith(page, 'user', 'e2e_imported1')).toHaveCount(1);
    await expect(rowWith(page, 'user', 'e2e_imported1')).toContainText(ROLE.name);

    // the original file again: its login names exist, so the import fails with a report
    await page.getByTestId('user-import').click();
    await chooseImportFile(page, 'user-import', exported);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('user-import-submit').click(),
    ]);
    await expect(page.getByText('导入失败，请查看下载的错误报告')).toBeVisible();
    const reportPath = join(tmpdir(), `report-${Date.now()}.xlsx`);
    await report.saveAs(reportPath);
    const reportBook = new ExcelJS.Workbook();
    await reportBook.xlsx.readFile(reportPath);
    const cells = reportBook.getWorksheet('Sheet')!.getSheetValues().flat().map(String).join(' ');
    expect(cells).toContain('登录名');
    expect(cells).toContain(AUDITOR.userName);
  });

  test('organisations load as a lazy tree', async ({ page }) => {
    await signInAdmin(page);
    await openFromMenu(page, 'system/organisation');
    const root = rowWith(page, 'organisation', '车联平台总部');
    await expect(root).toBeVisible();
    await expect(rowWith(page, 'organisation', '运营中心')).toHaveCount(0);
    // the expand icon sits with the name, beside the row's checkbox rather than over it
    await expect(root.locator('.rs-select-cell .ant-table-row-expand-icon')).toHaveCount(0);
    await expect(
      root.locator('td', { hasText: '车联平台总部' }).locator('.ant-table-row-expand-icon'),
    ).toHaveCount(1);
    const [children] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().includes('/orgs/V1.0/children') && res.url().includes('parentId='),
      ),
      root.locator('.ant-table-row-expand-icon').click(),
    ]);
    expect(children.ok()).toBe(true);
    await expect(rowWith(page, 'organisation', '运营中心')).toBeVisible();
    // a search lists matching rows flat, with a pager
    await search(page, 'organisation', 'name', '运营');
    await expect(rowWith(page, 'organisation', '运营中心')).toBeVisible();
    await expect(page.getByTestId('organisation-pager')).toBeVisible();
  });

  test('a dictionary item shows up as a label in a table', async ({ page }) => {
    const run = Date.now().toString(36).toUpperCase();
    const item = { code: `E2E_${run}`, label: `E2E 厂商类型 ${run}` };
    await signInAdmin(page);
    await openFromMenu(page, 'system/dictionary');
    await search(page, 'dictionary', 'code', 'manufacturerType');
    const dict = rowWith(page, 'dictionary', 'manufacturerType');
    await expect(dict).toHaveCount(1);
    await dict.locator('[data-testid^="dictionary-items-"]').click();
    await expect(page.getByTestId('dictionaryItemOf-screen')).toBeVisible();
    await page.getByTestId('dictionaryItemOf-create').click();
    await page.getByTestId('dictionaryItemOf-form-code').fill(item.code);
    await page.getByTestId('dictionaryItemOf-form-label').fill(item.label);
    await page.getByTestId('dictionaryItemOf-form-submit').click();
    await expect(page.getByTestId('dictionaryItemOf-form')).toHaveCount(0);
    await expect(rowWith(page, 'dictionaryItemOf', item.code)).toContainText(item.label);

    const token = await adminToken(page.request);
    const created = await page.request.post('/api/system-svc/manufacturers/V1.0', {
      headers: { authorization: token },
      data: { code: `M${run}`, name: `E2E 厂商 ${run}`, manufacturerType: item.code, status: 'NORMAL' },
    });
    expect(created.ok(), await created.text()).toBe(true);

    // dictionaries load at sign-in: a reload picks up the new item
    await page.goto('/#/system/factory-management');
    await page.reload();
    await search(page, 'manufacturer', 'code', `M${run}`);
    await expect(rowWith(page, 'manufacturer', `M${run}`)).toContainText(item.label);
  });
});
