import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, choose, openFromMenu, rowWith, signInAdmin, toolbarClick } from './support';

const base = '/api/content-svc/articles/V1.0';

/** The id of the article row showing this subject. */
async function rowId(page: Page, subject: string): Promise<number> {
  const testId = await rowWith(page, 'article', subject).first().getAttribute('data-testid');
  return Number(testId!.replace('article-row-', ''));
}

async function check(page: Page, subject: string) {
  await rowWith(page, 'article', subject).locator('.ant-checkbox-input').check();
}

test.describe.serial('content: articles', () => {
  test.setTimeout(180_000);

  test('an article written in the editor is submitted, approved and read on the public page', async ({
    page,
    browser,
  }) => {
    const subject = 'content 编辑器文章';
    await signInAdmin(page);
    await openFromMenu(page, 'content/articles');
    await page.getByTestId('article-create').click();
    await page.getByTestId('article-form-subject').fill(subject);
    await choose(page, 'article-form-kind', '用车指南');
    await page.getByTestId('article-form-author').fill('内容编辑');

    // written in the rich text editor: a heading, then a paragraph with bold text
    const prose = page.getByTestId('content-editor').locator('.ProseMirror');
    await prose.click();
    await page.getByTestId('content-editor-h2').click();
    await page.keyboard.type('冬季用车');
    await page.keyboard.press('Enter');
    await page.keyboard.type('出发前请');
    await page.getByTestId('content-editor-bold').click();
    await page.keyboard.type('预热电池');
    await expect(prose.locator('h2')).toHaveText('冬季用车');
    await expect(prose.locator('strong')).toHaveText('预热电池');
    await page.getByTestId('article-form-submit').click();
    await expect(page.getByTestId('article-form')).toHaveCount(0);
    const row = rowWith(page, 'article', subject);
    await expect(row).toContainText('未提交');
    const id = await rowId(page, subject);

    // submitted for review
    await check(page, subject);
    await toolbarClick(page, 'article', 'action-submit');
    await page.getByTestId('article-action-confirm').click();
    await expect(row).toContainText('待审核');

    // a rejection needs its reason: the dialog says so and nothing is sent
    await check(page, subject);
    await toolbarClick(page, 'article', 'action-audit');
    await page.getByTestId('content-audit-reject').click();
    await page.getByTestId('content-audit-submit').click();
    await expect(page.getByText('驳回时请填写审核意见')).toBeVisible();
    await page.getByTestId('content-audit-approve').click();
    await page.getByTestId('content-audit-submit').click();
    await expect(row).toContainText('审核通过');
    await expect(page.getByTestId(`article-read-${id}`)).toBeVisible();

    // an approved article can no longer be edited: the server refuses, the form stays open
    await check(page, subject);
    await toolbarClick(page, 'article', 'update');
    await page.getByTestId('article-form-subject').fill(`${subject}（改）`);
    await page.getByTestId('article-form-submit').click();
    await expect(page.getByText('审核通过，不能修改')).toBeVisible();
    await page.getByTestId('article-form-cancel').click();

    // read by someone who is not signed in
    const reader = await browser.newContext();
    const publicPage = await reader.newPage();
    await publicPage.goto(`/#/public/articles/${id}`);
    await expect(publicPage.getByTestId('public-article-title')).toHaveText(subject);
    const body = publicPage.getByTestId('public-article-body');
    await expect(body.locator('h2')).toHaveText('冬季用车');
    await expect(body.locator('strong')).toHaveText('预热电池');
    await reader.close();
  });

  test('a script in an article never runs on the public page, and drafts are not public', async ({
    page,
    browser,
  }) => {
    const token = await adminToken(page.request);
    const headers = { authorization: token };
    const payload =
      '<p>读者正文</p><img src=x onerror="window.__contentPwned=1">' +
      '<script>window.__contentPwned=2</script>' +
      '<a href="javascript:window.__contentPwned=3" data-testid="bad-link">危险链接</a>' +
      '<svg onload="window.__contentPwned=4"></svg>';
    const created = await page.request.post(base, {
      headers,
      data: { subject: 'content 带脚本的文章', kind: 'NEWS', content: payload },
    });
    expect(created.status()).toBe(200);
    const id = ((await created.json()) as { id: number }).id;
    const draft = await page.request.post(base, {
      headers,
      data: { subject: 'content 未发布的文章', kind: 'NEWS', content: '<p>草稿</p>' },
    });
    const draftId = ((await draft.json()) as { id: number }).id;
    expect((await page.request.post(`${base}/submit`, { headers, data: { ids: [id] } })).status()).toBe(200);
    expect(
      (
        await page.request.post(`${base}/audit`, { headers, data: { ids: [id], result: 'APPROVED' } })
      ).status(),
    ).toBe(200);

    const reader = await browser.newContext();
    const publicPage = await reader.newPage();
    const errors: string[] = [];
    publicPage.on('pageerror', (e) => errors.push(e.message));
    await publicPage.goto(`/#/public/articles/${id}`);
    const body = publicPage.getByTestId('public-article-body');
    await expect(body).toContainText('读者正文');
    await expect(body).toContainText('危险链接');
    // give a handler that survived every chance to run
    await publicPage.waitForTimeout(500);
    await body
      .getByText('危险链接')
      .click()
      .catch(() => undefined);
    expect(
      await publicPage.evaluate(() => (window as { __contentPwned?: unknown }).__contentPwned),
    ).toBeUndefined();
    const html = await body.innerHTML();
    for (const bad of ['onerror', '<script', 'javascript:', 'onload', '<svg'])
      expect(html).not.toContain(bad);
    expect(errors).toEqual([]);

    // a draft is not found on the public page
    await publicPage.goto(`/#/public/articles/${draftId}`);
    await expect(publicPage.getByTestId('public-article-missing')).toBeVisible();
    await reader.close();
  });

  test('the article screens in every language', async ({ page }, testInfo) => {
    const dir = process.env.E2E_SHOTS ?? testInfo.outputDir;
    await signInAdmin(page);
    const guide = { 'zh-CN': '用车指南', 'en-US': 'Driving guide', 'zh-TW': '用車指南' };
    const approved = { 'zh-CN': '审核通过', 'en-US': 'Approved', 'zh-TW': '審核通過' };
    for (const lang of ['zh-CN', 'en-US', 'zh-TW'] as const) {
      await page.getByTestId('header-lang').click();
      await page.getByTestId(`lang-${lang}`).click();
      // an open list keeps the cells it drew when its rows come back unchanged: drawn afresh
      await page.reload();
      await openFromMenu(page, 'content/articles');
      await expect(rowWith(page, 'article', '冬季电池保养指南')).toHaveCount(1);
      // the type and the review status in the language chosen
      await expect(rowWith(page, 'article', '冬季电池保养指南')).toContainText(guide[lang]);
      await expect(rowWith(page, 'article', '冬季电池保养指南')).toContainText(approved[lang]);
      await page.screenshot({ path: join(dir, `content-articles-${lang}.png`) });
      await check(page, '冬季电池保养指南');
      await toolbarClick(page, 'article', 'detail');
      await expect(page.getByTestId('content-editor').locator('h2')).toHaveText('出发前预热');
      await page.screenshot({ path: join(dir, `content-article-detail-${lang}.png`) });
      await page.keyboard.press('Escape');
      await page.getByTestId('article-create').click();
      await expect(page.getByTestId('content-editor-bold')).toBeVisible();
      await page.screenshot({ path: join(dir, `content-article-form-${lang}.png`) });
      await page.getByTestId('article-form-cancel').click();
      await rowWith(page, 'article', '冬季电池保养指南').locator('.ant-checkbox-input').uncheck();
    }
    const id = await rowId(page, '冬季电池保养指南');
    await page.goto(`/#/public/articles/${id}`);
    await expect(page.getByTestId('public-article-body').locator('blockquote')).toBeVisible();
    await page.screenshot({ path: join(dir, 'content-public-article.png') });
  });
});
