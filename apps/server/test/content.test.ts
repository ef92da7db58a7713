import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentResourceSpecs } from '@chelian/contracts/resources/content/index';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const api = '/api/content-svc';
const base = {
  activity: `${api}/activity/V1.0`,
  announcement: `${api}/announcement/V1.0`,
  article: `${api}/articles/V1.0`,
  feedback: `${api}/feedback/V1.0`,
};
const call = (method: string, url: string, body?: unknown, token?: string | null, lang = 'zh-CN') =>
  h.call(method, url, {
    ...(token === null ? {} : { token: token ?? admin }),
    body,
    headers: { 'accept-language': lang },
  });

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

const CASES: Record<string, Case> = {
  activity: {
    unique: (n) => ({ subject: `测试活动${n}` }),
    repeatable: true,
    update: { subject: '改过的活动' },
  },
  announcement: {
    unique: (n) => ({ subject: `测试公告${n}` }),
    repeatable: true,
    update: { subject: '改过的公告' },
  },
  article: {
    unique: (n) => ({ subject: `测试文章${n}` }),
    repeatable: true,
    update: { author: '改过的作者' },
  },
  feedback: {
    unique: (n) => ({ subject: `测试反馈${n}` }),
    repeatable: true,
    update: { contact: '13900000000' },
  },
};

describe('content declarations', () => {
  resourceSuite(contentResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 700);
});

async function newArticle(title: string, content = '<p>正文</p>', token = admin): Promise<number> {
  const res = await call('POST', base.article, { subject: title, kind: 'NEWS', content }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
const read = async (url: string, id: number, token = admin) =>
  (await call('GET', `${url}/${id}`, undefined, token)).json() as Row;

describe('the review flow', () => {
  it('moves an article through submit, reject, edit, resubmit and approve', async () => {
    const id = await newArticle('流程文章');
    expect(await read(base.article, id)).toMatchObject({ auditStatus: 'NOT_SUBMITTED' });

    const submitted = await call('POST', `${base.article}/submit`, { ids: [id] });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual({ moved: 1 });
    expect(await read(base.article, id)).toMatchObject({ auditStatus: 'PENDING' });

    // a rejection must say why
    const silent = await call('POST', `${base.article}/audit`, { ids: [id], result: 'REJECTED' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error.message).toBe('驳回时请填写审核意见');
    expect(await read(base.article, id)).toMatchObject({ auditStatus: 'PENDING' });

    const rejected = await call('POST', `${base.article}/audit`, {
      ids: [id],
      result: 'REJECTED',
      opinion: '标题不当',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await read(base.article, id)).toMatchObject({ auditStatus: 'REJECTED', auditOpinion: '标题不当' });

    // a rejected item is edited and submitted again
    const edited = await call('PUT', base.article, { id, subject: '流程文章（修改）' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('POST', `${base.article}/submit`, { ids: [id] })).statusCode).toBe(200);
    const approved = await call('POST', `${base.article}/audit`, { ids: [id], result: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    const row = await read(base.article, id);
    expect(row).toMatchObject({ auditStatus: 'APPROVED', auditOpinion: null, subject: '流程文章（修改）' });
    expect(typeof row.auditedAt).toBe('number');
  });

  it('refuses each illegal move with a localized message and changes nothing', async () => {
    const draft = await newArticle('未提交的文章');
    const cases: [string, string, unknown, string][] = [
      [
        'audit of a draft',
        `${base.article}/audit`,
        { ids: [draft], result: 'APPROVED' },
        '“未提交的文章”未提交，不能审核',
      ],
    ];
    for (const [, url, body, text] of cases) {
      const res = await call('POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('CONTENT_CANNOT_AUDIT');
      expect(res.json().error.message).toContain(text);
    }
    expect(await read(base.article, draft)).toMatchObject({ auditStatus: 'NOT_SUBMITTED' });

    await call('POST', `${base.article}/submit`, { ids: [draft] });
    // pending: neither submitted again nor edited
    const again = await call('POST', `${base.article}/submit`, { ids: [draft] }, admin, 'en-US');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      '"未提交的文章" is pending review and cannot be submitted: only items not submitted or rejected can be submitted',
    );
    const edit = await call('PUT', base.article, { id: draft, subject: '偷改' }, admin, 'zh-TW');
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.code).toBe('CONTENT_NOT_EDITABLE');
    expect(edit.json().error.message).toContain('待審核，不能修改');
    expect(await read(base.article, draft)).toMatchObject({
      auditStatus: 'PENDING',
      subject: '未提交的文章',
    });

    // approved: published, so no edit, no submit, no second audit
    await call('POST', `${base.article}/audit`, { ids: [draft], result: 'APPROVED' });
    expect((await call('PUT', base.article, { id: draft, subject: '偷改' })).statusCode).toBe(400);
    expect((await call('POST', `${base.article}/submit`, { ids: [draft] })).statusCode).toBe(400);
    const twice = await call('POST', `${base.article}/audit`, {
      ids: [draft],
      result: 'REJECTED',
      opinion: 'x',
    });
    expect(twice.statusCode).toBe(400);
    expect(await read(base.article, draft)).toMatchObject({
      auditStatus: 'APPROVED',
      subject: '未提交的文章',
    });
  });

  it('moves several rows all or none', async () => {
    const a = await newArticle('批量一');
    const b = await newArticle('批量二');
    await call('POST', `${base.article}/submit`, { ids: [a] });
    const mixed = await call('POST', `${base.article}/submit`, { ids: [a, b] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toContain('批量一');
    expect(await read(base.article, b)).toMatchObject({ auditStatus: 'NOT_SUBMITTED' });
    const both = await call('POST', `${base.article}/audit`, { ids: [a, b], result: 'APPROVED' });
    expect(both.statusCode).toBe(400);
    expect(await read(base.article, a)).toMatchObject({ auditStatus: 'PENDING' });
  });

  it('runs the same flow for activities, announcements and feedback', async () => {
    const bodies: Record<string, Row> = {
      activity: {
        subject: '流程活动',
        kind: 'ONLINE',
        startTime: Date.now() - 3_600_000,
        endTime: Date.now() + 86_400_000,
        content: '<p>活动</p>',
      },
      announcement: { subject: '流程公告', kind: 'SYSTEM', content: '<p>公告</p>' },
      feedback: { subject: '流程反馈', kind: 'OTHER', content: '反馈' },
    };
    for (const [name, body] of Object.entries(bodies)) {
      const url = base[name as keyof typeof base];
      const created = await call('POST', url, body);
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().id as number;
      expect((await call('POST', `${url}/audit`, { ids: [id], result: 'APPROVED' })).statusCode).toBe(400);
      expect((await call('POST', `${url}/submit`, { ids: [id] })).statusCode).toBe(200);
      expect((await call('POST', `${url}/audit`, { ids: [id], result: 'APPROVED' })).statusCode).toBe(200);
      expect(await read(url, id)).toMatchObject({ auditStatus: 'APPROVED' });
    }
  });

  it('keeps the flow to the tenant and to the permission', async () => {
    const id = await newArticle('本租户的文章');
    expect((await call('POST', `${base.article}/submit`, { ids: [id] }, fleet)).statusCode).toBe(404);
    expect((await call('POST', `${base.article}/submit`, { ids: [id] }, operator)).statusCode).toBe(403);
    expect((await call('POST', `${base.article}/submit`, { ids: [id] }, null)).statusCode).toBe(401);
    expect(await read(base.article, id)).toMatchObject({ auditStatus: 'NOT_SUBMITTED' });
    // the platform's own review reaches every tenant's articles; a tenant's administrator may not use it
    const theirs = await newArticle('他租户的文章', '<p>x</p>', fleet);
    expect((await call('POST', `${base.article}/admin/submit`, { ids: [theirs] }, fleet)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `${base.article}/admin/submit`, { ids: [theirs] })).statusCode).toBe(200);
    expect(
      (await call('POST', `${base.article}/admin/audit`, { ids: [theirs], result: 'APPROVED' })).statusCode,
    ).toBe(200);
    expect(await read(base.article, theirs, fleet)).toMatchObject({ auditStatus: 'APPROVED' });
    const all = (await call('POST', `${base.article}/admin/page`, { subject: '他租户的文章' })).json();
    expect((all.items as Row[]).map((r) => r.subject)).toContain('他租户的文章');
  });
});

describe('sanitizing', () => {
  const dirty =
    '<h2 onclick="x()">标题</h2><p>正文<script>window.pwned=1</script></p>' +
    '<img src="x" onerror="window.pwned=1"><img src="https://example.com/a.png" onerror="window.pwned=1">' +
    '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com/">好链接</a>' +
    '<iframe src="https://example.com"></iframe><p style="color:red">样式</p>';

  it('stores only the allow-list: no script, handler or javascript: link comes back', async () => {
    const id = await newArticle('带脚本的文章', dirty);
    const stored = String((await read(base.article, id)).content);
    for (const bad of [
      '<script',
      'pwned',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      'style=',
      'src="x"',
    ])
      expect(stored).not.toContain(bad);
    expect(stored).toContain('<h2>标题</h2>');
    expect(stored).toContain('<img src="https://example.com/a.png" />');
    expect(stored).toContain('href="https://example.com/"');
    expect(stored).toContain('rel="noopener noreferrer nofollow"');

    // an edit is sanitized as well
    const edited = await call('PUT', base.article, { id, content: '<p>改</p><svg onload="alert(1)"></svg>' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(String((await read(base.article, id)).content)).toBe('<p>改</p>');
  });

  it('refuses content that is nothing but markup it removes', async () => {
    const res = await call('POST', base.article, {
      subject: '只有脚本',
      kind: 'NEWS',
      content: '<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CONTENT_EMPTY');
    expect(res.json().error.fields.content).toContain('内容不能为空');
  });

  it('refuses an activity that ends before it starts', async () => {
    const res = await call(
      'POST',
      base.activity,
      {
        subject: '倒序活动',
        kind: 'ONLINE',
        startTime: Date.now(),
        endTime: Date.now() - 1000,
        content: '<p>x</p>',
      },
      admin,
      'en-US',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('End time cannot be earlier than Start time');
  });
});

describe('what readers see', () => {
  it('serves only approved articles on the public calls, without a token', async () => {
    const draft = await newArticle('公开-未提交');
    const pending = await newArticle('公开-待审核');
    await call('POST', `${base.article}/submit`, { ids: [pending] });
    const rejected = await newArticle('公开-驳回');
    await call('POST', `${base.article}/submit`, { ids: [rejected] });
    await call('POST', `${base.article}/audit`, { ids: [rejected], result: 'REJECTED', opinion: '不行' });
    const approved = await newArticle('公开-通过', '<p>读者可见<img src=x onerror="alert(1)"></p>');
    await call('POST', `${base.article}/submit`, { ids: [approved] });
    await call('POST', `${base.article}/audit`, { ids: [approved], result: 'APPROVED' });

    const page = await call('POST', `${base.article}/noToken/page`, { subject: '公开-', pageSize: 50 }, null);
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json().items as Row[]).map((r) => r.subject)).toEqual(['公开-通过']);
    for (const id of [draft, pending, rejected])
      expect((await call('POST', `${base.article}/noToken/${id}`, undefined, null)).statusCode).toBe(404);
    const one = await call('POST', `${base.article}/noToken/${approved}`, undefined, null);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ subject: '公开-通过', content: '<p>读者可见</p>' });
    // the app's list is the approved ones of the caller's tenant
    const appPage = (await call('POST', `${base.article}/app/page`, { subject: '公开-' })).json();
    expect((appPage.items as Row[]).map((r) => r.subject)).toEqual(['公开-通过']);
    expect((await call('POST', `${base.article}/app/page`, { subject: '公开-' }, fleet)).json().total).toBe(
      0,
    );
  });

  it('answers valid/{kind} with approved items in force, and counts activity views', async () => {
    const now = Date.now();
    const make = async (title: string, start: number, end: number) => {
      const id = (
        await call('POST', base.activity, {
          subject: title,
          kind: 'OFFLINE',
          startTime: start,
          endTime: end,
          content: '<p>x</p>',
        })
      ).json().id as number;
      await call('POST', `${base.activity}/submit`, { ids: [id] });
      await call('POST', `${base.activity}/audit`, { ids: [id], result: 'APPROVED' });
      return id;
    };
    const live = await make('有效活动', now - 1000, now + 86_400_000);
    await make('过期活动', now - 2 * 86_400_000, now - 86_400_000);
    const valid = await call('GET', `${base.activity}/valid/OFFLINE`);
    expect(valid.statusCode, valid.body).toBe(200);
    const titles = (valid.json() as Row[]).map((r) => r.subject);
    expect(titles).toContain('有效活动');
    expect(titles).not.toContain('过期活动');
    const unknown = await call('GET', `${base.activity}/valid/NOPE`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('CONTENT_KIND_UNKNOWN');

    const before = Number((await read(base.activity, live)).viewCount);
    const view = await call('GET', `${base.activity}/${live}/view`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().viewCount).toBe(before + 1);
    const draft = (
      await call('POST', base.activity, {
        subject: '未发布活动',
        kind: 'OFFLINE',
        startTime: now,
        endTime: now + 1,
        content: '<p>x</p>',
      })
    ).json().id as number;
    expect((await call('GET', `${base.activity}/${draft}/view`)).statusCode).toBe(404);
  });
});

describe('feedback replies', () => {
  it('replies once: WAIT becomes RESP and handled', async () => {
    const id = (
      await call('POST', base.feedback, { subject: '需要回复', kind: 'AFTER_SALES', content: '问题' })
    ).json().id as number;
    expect(await read(base.feedback, id)).toMatchObject({ replyStatus: 'WAIT', handleStatus: 'UNHANDLED' });
    expect((await call('POST', `${base.feedback}/replay`, { id, reply: '收到' }, operator)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `${base.feedback}/replay`, { id, reply: '收到' }, fleet)).statusCode).toBe(
      404,
    );
    const replied = await call('POST', `${base.feedback}/replay`, { id, reply: '已处理' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(await read(base.feedback, id)).toMatchObject({
      reply: '已处理',
      replyStatus: 'RESP',
      handleStatus: 'HANDLED',
    });
    const again = await call('POST', `${base.feedback}/replay`, { id, reply: '再次' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('“需要回复”已回复，不能再次回复');
    expect(await read(base.feedback, id)).toMatchObject({ reply: '已处理' });
    // the app lists the user's own feedback
    const mine = (await call('POST', `${base.feedback}/app/page`, { subject: '需要回复' })).json();
    expect((mine.items as Row[]).map((r) => r.subject)).toEqual(['需要回复']);
  });
});

describe('demo content', () => {
  it('seeds every screen', async () => {
    for (const url of Object.values(base)) {
      const page = (await call('POST', `${url}/page`, { pageSize: 100 })).json();
      expect(page.total, url).toBeGreaterThan(0);
    }
    const published = (
      await call('POST', `${base.article}/noToken/page`, { subject: '冬季电池保养指南' }, null)
    ).json();
    expect(published.total).toBe(1);
  });
});
