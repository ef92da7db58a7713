import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@chelian/contracts';
import { startHarness, type Harness } from './harness';

type Row = Record<string, unknown>;
type Page = { items: Row[] };

/**
 * What the server seeds or writes itself (dictionary names, protocol commands, built-in parameters, the system log,
 * the filing sandbox's reasons) reads in the caller's language; what a user typed reads as typed.
 */
describe('seeded and system texts in every language', () => {
  let h: Harness;
  let admin: string;
  const read = async <T = Page>(lang: Language, method: string, url: string, body?: unknown) => {
    const res = await h.call(method, url, { token: admin, body, headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const page = (lang: Language, path: string, body: Row = {}) =>
    read(lang, 'POST', `/api/${path}/page`, { current: 1, size: 100, ...body });

  beforeAll(async () => {
    // one simulated vehicle brings the fleet's terminal archive, its protocol and commands with it
    h = await startHarness({ LOG_LEVEL: 'error', DEMO_FLEET: '1' });
    admin = await h.adminToken();
  }, 180_000);
  afterAll(() => h?.close());

  it('answers dictionary options and dictionary names in the language asked', async () => {
    const options = async (lang: Language) =>
      (
        await read<Record<string, { id: string; label: string }[]>>(
          lang,
          'GET',
          '/api/system-svc/dicItems/V1.0/options/all',
        )
      ).userStatus!.find((o) => o.id === 'LOCKED')!.label;
    expect(await options('en-US')).toBe('Locked');
    expect(await options('zh-TW')).toBe('鎖定');
    expect(await options('zh-CN')).toBe('锁定');

    const sex = async (lang: Language) =>
      (await page(lang, 'system-svc/dictionaries/V1.0', { code: 'sex' })).items.find(
        (d) => d.code === 'sex',
      )!;
    expect(await sex('en-US')).toMatchObject({ name: 'Gender', categoryLabel: 'System dictionaries' });
    expect(await sex('zh-TW')).toMatchObject({ name: '性別', categoryLabel: '系統字典' });
    expect(await sex('zh-CN')).toMatchObject({ name: '性别', categoryLabel: '系统字典' });
  });

  it('names the seeded protocol commands in the language asked, and a typed name as typed', async () => {
    const command = async (lang: Language, code: string) =>
      (await page(lang, 'terminal-svc/protocol/cmds/V1.0')).items.find((c) => c.cmdCode === code)?.cmdName;
    expect(await command('en-US', '01')).toBe('Vehicle login');
    expect(await command('zh-TW', '01')).toBe('車輛登入');
    expect(await command('zh-CN', '01')).toBe('车辆登入');

    // a command an administrator renamed keeps the name given
    const id = (await page('zh-CN', 'terminal-svc/protocol/cmds/V1.0')).items.find((c) => c.cmdCode === '07')!
      .id as number;
    const current = await read<Row>('zh-CN', 'GET', `/api/terminal-svc/protocol/cmds/V1.0/${id}`);
    const res = await h.call('PUT', '/api/terminal-svc/protocol/cmds/V1.0', {
      token: admin,
      body: { ...current, cmdName: '链路心跳' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await command('en-US', '07')).toBe('链路心跳');
  });

  it('names the built-in parameters in the language asked', async () => {
    const parameter = async (lang: Language) =>
      (await page(lang, 'system-svc/parameters/V1.0')).items.find((p) => p.paramKey === 'export.maxRows')!;
    expect(await parameter('en-US')).toMatchObject({
      name: 'Maximum rows per export',
      description: 'The most data rows one export writes',
    });
    expect(await parameter('zh-TW')).toMatchObject({ name: '匯出最大列數' });
    expect(await parameter('zh-CN')).toMatchObject({ name: '导出最大行数' });
  });

  it('names what the platform made itself in the language asked, and a renamed one as renamed', async () => {
    const role = async (lang: Language) =>
      (await page(lang, 'system-svc/roles/V1.0')).items.find((r) => r.code === 'platform_admin')!;
    expect(await role('en-US')).toMatchObject({
      name: 'Platform administrator',
      description: 'Has every menu and permission',
    });
    expect(await role('zh-TW')).toMatchObject({ name: '平台管理員' });
    expect(await role('zh-CN')).toMatchObject({ name: '平台管理员' });

    const me = async (lang: Language) =>
      read<{ realName: string; tenant: { tenantName: string } }>(
        lang,
        'GET',
        '/api/system-svc/users/getCurUser',
      );
    expect(await me('en-US')).toMatchObject({
      realName: 'System administrator',
      tenant: { tenantName: 'Chelian Platform' },
    });
    expect(await me('zh-TW')).toMatchObject({ realName: '系統管理員', tenant: { tenantName: '車聯平台' } });

    const themes = async (lang: Language) =>
      (await read<{ name: string }[]>(lang, 'GET', '/api/system-svc/themes/themeOptions')).map((t) => t.name);
    expect(await themes('en-US')).toEqual(expect.arrayContaining(['Tech blue', 'Polar night']));

    // a theme an administrator renamed keeps the name given
    const blue = (await page('zh-CN', 'system-svc/themes/V1.0')).items.find((t) => t.name === '科技蓝')!;
    const theme = await read<Row>('zh-CN', 'GET', `/api/system-svc/themes/V1.0/${String(blue.id)}`);
    const res = await h.call('PUT', '/api/system-svc/themes/V1.0', {
      token: admin,
      body: { ...theme, name: '深海蓝' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await themes('en-US')).toContain('深海蓝');
  });

  it('shows the system log and the sandbox reasons the server wrote in the language asked', async () => {
    const message = async (lang: Language) =>
      (await page(lang, 'system-svc/sys_log/V1.0')).items.find((l) => l.source === 'seed')!.message;
    expect(await message('en-US')).toBe(
      'Demo environment: the administrator still uses the initial password; change it soon',
    );
    expect(await message('zh-TW')).toBe('示範環境：管理員帳號仍在使用初始密碼，請儘快修改');

    const reasons = async (lang: Language) =>
      (await page(lang, 'terminal-svc/filing/tbox_model')).items.map((f) => f.rejectReason).filter(Boolean);
    expect(await reasons('en-US')).toContain('Required field missing: chip model (chipModelCode)');
    expect(await reasons('zh-TW')).toContain('缺少必填項：晶片型號（chipModelCode）');
    expect(await reasons('zh-CN')).toContain('缺少必填项：芯片型号（chipModelCode）');
  });
});
