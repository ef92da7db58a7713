import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO } from '../src/demo/tenants';
import { systemLogSink } from '../src/domains/system/system-log';
import { md5 } from '../src/platform/auth/passwords';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness';
import { readSheet } from './resources-support';

type Row = Record<string, unknown>;
interface Node {
  id: number;
  code: string;
  permission: string | null;
  children: Node[];
}
const flat = <T extends { children?: T[] } = Node>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('system administration', () => {
  let h: Harness;
  let admin: string;
  const call = (method: string, url: string, body?: unknown, token?: string, lang = 'en-US') =>
    h.call(method, `/api/system-svc/${url}`, {
      token: token ?? admin,
      body,
      headers: { 'accept-language': lang },
    });
  const ok = async (method: string, url: string, body?: unknown, token?: string) => {
    const res = await call(method, url, body, token);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.adminToken();
  });
  afterAll(() => h?.close());

  it('a role authority becomes the menu and permission list of its users, at once', async () => {
    const tree = flat(await ok('GET', 'menus/V1.0/tree/authority'));
    const roleView = tree.find((n) => n.permission === 'role/view')!;
    const userView = tree.find((n) => n.permission === 'user/view')!;
    const role = await ok('POST', 'roles/V1.0', {
      name: '角色查看员',
      code: 'role_viewer',
      roleType: 'NORMAL',
    });
    const granted = await ok('POST', 'roles/V1.0/authority', { roleId: role.id, menuIds: [roleView.id] });
    // the screen and its group come with the button
    expect(granted.menuIds.length).toBe(3);
    expect(await ok('GET', `roles/V1.0/${role.id}/authority`)).toEqual(granted);
    await ok('POST', 'users/V1.0', {
      userName: 'role_viewer_1',
      realName: '查看员',
      userType: 'TENANT',
      roleIds: [role.id],
      password: md5('Viewer@2026'),
    });
    const token = await h.login('role_viewer_1', 'Viewer@2026');
    const permissions = await ok('GET', 'auth/V2.0/resource', undefined, token);
    expect(permissions).toContain('role/view');
    expect(permissions).not.toContain('user/view');
    const menu = await ok('GET', 'auth/menu', undefined, token);
    expect(menu.map((g: { dataValue: string }) => g.dataValue)).toEqual(['system']);
    expect(menu[0].children.map((s: { dataValue: string }) => s.dataValue)).toEqual(['system/role']);
    expect((await call('POST', 'roles/V1.0/page', {}, token)).statusCode).toBe(200);
    expect((await call('POST', 'users/V1.0/page', {}, token)).statusCode).toBe(403);

    await ok('POST', 'roles/V1.0/authority', { roleId: role.id, menuIds: [userView.id] });
    expect((await call('POST', 'users/V1.0/page', {}, token)).statusCode).toBe(200);
    expect((await call('POST', 'roles/V1.0/page', {}, token)).statusCode).toBe(403);
  });

  it('refuses authority beyond what the tenant may use', async () => {
    const tree = flat(await ok('GET', 'menus/V1.0/tree/authority'));
    const fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    const [{ id: fleetTenant }] = (await ok('POST', 'tenants/V1.0/page', { tenantCode: 'fleetco' })).items;
    const home = tree.find((n) => n.permission === 'home/view')!;
    const roleNodes = tree.filter((n) => n.permission?.startsWith('role/'));
    await ok('POST', 'tenants/V1.0/authority', {
      tenantId: fleetTenant,
      menuIds: [home.id, ...roleNodes.map((n) => n.id)],
    });
    const tenantAuthority = (await ok('GET', `tenants/V1.0/${fleetTenant}/authority`)).menuIds;
    expect(tenantAuthority).toEqual(expect.arrayContaining([home.id, ...roleNodes.map((n) => n.id)]));
    expect(tenantAuthority).not.toContain(tree.find((n) => n.permission === 'user/view')!.id);
    const limited = flat(await ok('GET', 'menus/V1.0/tree/authority', undefined, fleet));
    expect(limited.map((n) => n.id).sort((a, b) => a - b)).toEqual(
      (await ok('GET', `tenants/V1.0/${fleetTenant}/authority`)).menuIds,
    );
    // the tenant's all-authority administrator is held to the tenant's authority too
    const fleetMenu = flat<{ dataValue: string; children: never[] }>(
      (await h.call('GET', '/api/system-svc/auth/menu', { token: fleet })).json(),
    );
    const fleetScreens = fleetMenu.filter((n) => n.children.length === 0).map((n) => n.dataValue);
    expect(fleetScreens).toContain('home/home');
    expect(fleetScreens).not.toContain('system/user');
    expect((await call('POST', 'users/V1.0/page', {}, fleet)).statusCode).toBe(403);
    const role = await ok(
      'POST',
      'roles/V1.0',
      { name: '车队角色', code: 'fleet_role', roleType: 'NORMAL' },
      fleet,
    );
    const refused = await call(
      'POST',
      'roles/V1.0/authority',
      { roleId: role.id, menuIds: [tree.find((n) => n.permission === 'user/view')!.id] },
      fleet,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errCode).toBe('ROLE_AUTHORITY_LIMIT');
    // a tenant cannot set tenant authority (platform only)
    expect(
      (await call('POST', 'tenants/V1.0/authority', { tenantId: fleetTenant, menuIds: [] }, fleet))
        .statusCode,
    ).toBe(403);
    await ok('POST', 'tenants/V1.0/authority', { tenantId: fleetTenant, menuIds: [] });
  });

  it('resets passwords, locks, unlocks and clears password errors', async () => {
    const user = await ok('POST', 'users/V1.0', {
      userName: 'lock_me',
      realName: '锁定测试',
      userType: 'TENANT',
      password: md5('Lock@2026'),
    });
    const token = await h.login('lock_me', 'Lock@2026');
    await ok('PUT', 'users/V1.0/lock', { ids: [user.id] });
    expect((await call('GET', 'users/getCurUser', undefined, token)).statusCode).toBe(401);
    await expect(h.login('lock_me', 'Lock@2026')).rejects.toThrow(/403/);
    await ok('PUT', 'users/V1.0/unlock', { ids: [user.id] });
    await h.login('lock_me', 'Lock@2026');
    expect((await call('PUT', 'users/V1.0/lock', { ids: [1] })).json().errCode).toBe('CANNOT_LOCK_SELF');

    // wrong passwords count up; pwd_error clears them
    await expect(h.login('lock_me', 'Wrong@2026')).rejects.toThrow(/400/);
    expect((await ok('GET', `users/V1.0/${user.id}`)).passwordErrorNum).toBe(1);
    await ok('PUT', 'users/V1.0/pwd_error', { ids: [user.id] });
    expect((await ok('GET', `users/V1.0/${user.id}`)).passwordErrorNum).toBe(0);

    // reset: the given password (or the parameter user.initPassword) and the initial flag, sessions ended
    const before = await h.login('lock_me', 'Lock@2026');
    await ok('PUT', 'users/V1.0/reset', { ids: [user.id] });
    expect((await call('GET', 'users/getCurUser', undefined, before)).statusCode).toBe(401);
    const initial = (await ok('GET', 'parameters/V1.0/key/user.initPassword')).value;
    const after = await h.login('lock_me', initial, { keepPasswordState: true });
    expect((await ok('GET', 'users/getCurUser', undefined, after)).passwordState).toBe('INITIAL');
    await ok('PUT', 'users/V1.0/reset', { ids: [user.id], password: md5('Given@2026') });
    await h.login('lock_me', 'Given@2026');

    // another tenant's user: 404, nothing changes
    const fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect((await call('PUT', 'users/V1.0/lock', { ids: [user.id] }, fleet)).statusCode).toBe(404);
    expect((await ok('GET', `users/V1.0/${user.id}`)).status).toBe('NORMAL');
  });

  it('keeps organisations a tree: treePath, tree, children, no cycles, children before parents', async () => {
    const a = await ok('POST', 'orgs/V1.0', { name: '甲公司', code: 'ORG-A', type: 'COMPANY' });
    const b = await ok('POST', 'orgs/V1.0', {
      name: '乙部门',
      code: 'ORG-B',
      type: 'DEPARTMENT',
      parentId: a.id,
    });
    const c = await ok('POST', 'orgs/V1.0', {
      name: '丙小组',
      code: 'ORG-C',
      type: 'DEPARTMENT',
      parentId: b.id,
    });
    expect(c.treePath).toBe(`/${a.id}/${b.id}/`);
    const tree = await ok('GET', 'orgs/V1.0/tree', undefined);
    const found = tree.find((n: Row) => n.id === a.id);
    expect(found.children[0].id).toBe(b.id);
    expect(found.children[0].children[0].id).toBe(c.id);
    const children = await ok('GET', `orgs/V1.0/children?parentId=${a.id}`);
    expect(children).toEqual([expect.objectContaining({ id: b.id, hasChildren: true })]);
    const roots = await ok('GET', 'orgs/V1.0/children');
    expect(roots.every((r: Row) => r.parentId === null)).toBe(true);
    expect((await call('PUT', 'orgs/V1.0', { id: a.id, parentId: c.id })).json().errCode).toBe(
      'PARENT_CYCLE',
    );
    // moving a subtree moves its paths
    await ok('PUT', 'orgs/V1.0', { id: b.id, parentId: null });
    expect((await ok('GET', `orgs/V1.0/${c.id}`)).treePath).toBe(`/${b.id}/`);
    const blocked = await call('DELETE', 'orgs/V1.0', { ids: [b.id] });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errCode).toBe('HAS_CHILDREN');
    await ok('DELETE', 'orgs/V1.0', { ids: [b.id, c.id] });
    // company trees
    const comp = flat(await ok('GET', 'orgs/V1.0/tree/comp'));
    expect(comp.length).toBeGreaterThan(0);
    const dealers = (
      await ok('POST', 'orgs/V1.0/page', {
        page: 0,
        pageSize: 1000000,
        type: ['DEALER', 'KEYACCOUNT', 'SERVICE'],
      })
    ).items;
    expect(new Set(dealers.map((d: Row) => d.type))).toEqual(new Set(['DEALER', 'KEYACCOUNT', 'SERVICE']));
  });

  it('names the duplicate field in the caller language (409)', async () => {
    const body = { name: '平台管理员', code: 'platform_admin', roleType: 'NORMAL' };
    const expected = {
      'zh-CN': '角色编码已存在',
      'en-US': 'Role code already exists',
      'zh-TW': '角色編碼已存在',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const res = await call('POST', 'roles/V1.0', body, undefined, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields).toEqual({ code: message });
    }
    const user = await call(
      'POST',
      'users/V1.0',
      { userName: DEMO.operator, realName: 'x', userType: 'TENANT' },
      undefined,
      'zh-TW',
    );
    expect(user.json().error.message).toBe('登入名稱已存在');
  });

  it('validates with field labels, dictionaries and references of the caller tenant', async () => {
    const res = await call(
      'POST',
      'users/V1.0',
      { userName: 'x', realName: '', userType: 'NOPE', phone: '123' },
      undefined,
      'zh-CN',
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields.realName).toBe('姓名不能为空');
    expect(fields.phone).toContain('手机号码格式错误');
    const dict = await call(
      'POST',
      'users/V1.0',
      { userName: 'dict_user', realName: '字典', userType: 'NOPE' },
      undefined,
      'zh-CN',
    );
    expect(dict.json().error.fields.userType).toContain('不在可选范围内');
    const fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    const foreignRole = await call(
      'POST',
      'users/V1.0',
      { userName: 'foreign_role', realName: '跨租户', userType: 'TENANT', roleIds: [1] },
      fleet,
    );
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().error.fields.roleIds).toBeDefined();
    // only administrators make administrators
    expect(
      (
        await call(
          'POST',
          'users/V1.0',
          { userName: 'new_admin', realName: '管理员', userType: 'ADMIN' },
          fleet,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('masks masked fields without their permission, in lists and exports', async () => {
    const tree = flat(await ok('GET', 'menus/V1.0/tree/authority'));
    const role = await ok('POST', 'roles/V1.0', {
      name: '用户查看',
      code: 'user_reader',
      roleType: 'NORMAL',
    });
    await ok('POST', 'roles/V1.0/authority', {
      roleId: role.id,
      menuIds: ['user/view', 'user/export'].map((p) => tree.find((n) => n.permission === p)!.id),
    });
    await ok('POST', 'users/V1.0', {
      userName: 'reader',
      realName: '只读',
      userType: 'TENANT',
      roleIds: [role.id],
      password: md5('Reader@2026'),
    });
    const token = await h.login('reader', 'Reader@2026');
    const item = (await ok('POST', 'users/V1.0/page', { userName: DEMO.admin }, token)).items[0];
    expect(item.phone).toBe('1*********0');
    expect((await ok('POST', 'users/V1.0/page', { userName: DEMO.admin })).items[0].phone).toBe(
      '13800000000',
    );
    const sheet = await readSheet(await call('POST', 'users/V1.0/export', { userName: DEMO.admin }, token));
    const column = sheet[1]!.indexOf('Mobile phone');
    expect(sheet[2]![column]).toBe('1*********0');
    // a masked value sent back unchanged is not a change
    await ok('PUT', 'users/V1.0', { id: item.id, phone: item.phone, realName: '系统管理员' }).catch(
      () => undefined,
    );
  });

  it('counts exactly up to 10000, estimates beyond, and refuses exports over 10000 rows', async () => {
    await h.ctx.database.rows(
      sql`insert into api_logs (tenant_id, name, uri, method, status, duration_ms, request_time) select 1, 'bench', '/api/x/' || g, 'GET', 200, 1, now() - (g || ' seconds')::interval from generate_series(1, 10050) g`,
    );
    await h.ctx.database.rows(sql`analyze api_logs`);
    const page = await ok('POST', 'apiLog/V1.0/page', { page: 3, pageSize: 20 });
    expect(page.totalExact).toBe(false);
    expect(page.total).toBeGreaterThan(10000);
    expect(page.items).toHaveLength(20);
    // "next page" by cursor answers the same rows as the offset, in both directions of the sort
    for (const order of [
      {},
      { sortField: 'requestTime', sortOrder: 'asc' },
      { sortField: 'durationMs', sortOrder: 'desc' },
    ]) {
      const second = await ok('POST', 'apiLog/V1.0/page', { page: 2, pageSize: 20, ...order });
      const first = await ok('POST', 'apiLog/V1.0/page', { page: 1, pageSize: 20, ...order });
      const next = await ok('POST', 'apiLog/V1.0/page', {
        page: 2,
        pageSize: 20,
        after: first.cursor,
        ...order,
      });
      expect(next.items.map((i: Row) => i.id)).toEqual(second.items.map((i: Row) => i.id));
    }
    const narrow = await ok('POST', 'apiLog/V1.0/page', { uri: '/api/x/999', pageSize: 50 });
    expect(narrow).toMatchObject({ totalExact: true, total: 11 });
    const refused = await call('POST', 'apiLog/V1.0/export', {}, undefined, 'zh-CN');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('导出最多 10000 条');
  });

  it('serves the admin-only variants across tenants to platform administrators only', async () => {
    const all = await ok('POST', 'users/V1.0/admin/page', { pageSize: 100 });
    expect(new Set(all.items.map((u: Row) => u.tenantId)).size).toBeGreaterThan(1);
    const fleetOnly = await ok('POST', 'users/V1.0/admin/page', { tenantId: 2 });
    expect(fleetOnly.items.every((u: Row) => u.tenantId === 2)).toBe(true);
    expect((await ok('GET', 'roles/V1.0/admin/options')).length).toBeGreaterThan(3);
    const fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect((await call('POST', 'users/V1.0/admin/page', {}, fleet)).statusCode).toBe(403);
  });

  it('answers the lookups: dictionary by code, areas, parameters, roles list, org list by user type', async () => {
    expect(await ok('GET', 'dicItems/V1.0/options/sex')).toEqual([
      { id: 'MALE', label: 'Male' },
      { id: 'FEMALE', label: 'Female' },
      { id: 'UNKNOWN', label: 'Unknown' },
    ]);
    // the national list in the reader's language: English names and Traditional characters made
    // from the Chinese ones as the areas were loaded
    type Node = { id: string; label: string; children?: Node[] };
    const cascader = async (lang: string): Promise<Node[]> =>
      (await call('GET', 'areas/V1.0/cascader', undefined, undefined, lang)).json();
    const chaoyang = (areas: Node[]) => {
      const beijing = areas.find((a) => a.id === '110000')!;
      return [beijing.label, beijing.children![0]!.children!.find((d) => d.id === '110105')?.label];
    };
    const areas = await cascader('en-US');
    expect(areas.length).toBe(34);
    expect(chaoyang(areas)).toEqual(['Beijing', 'Chaoyang District']);
    expect(chaoyang(await cascader('zh-CN'))).toEqual(['北京市', '朝阳区']);
    expect(chaoyang(await cascader('zh-TW'))).toEqual(['北京市', '朝陽區']);
    // and a row's area fields with them
    const keyAccount = async (lang: string) =>
      (
        (await call('POST', 'orgs/V1.0/page', { pageSize: 100 }, undefined, lang)).json() as {
          items: Row[];
        }
      ).items.find((o) => o.code === 'KA-001');
    expect(await keyAccount('en-US')).toMatchObject({ provinceLabel: 'Guangdong', cityLabel: 'Shenzhen' });
    expect(await keyAccount('zh-TW')).toMatchObject({ provinceLabel: '廣東省', cityLabel: '深圳市' });
    const total = (await ok('POST', 'areas/V1.0/page', { level: '3' })).total;
    expect(total).toBeGreaterThan(2800);
    expect((await ok('GET', 'parameters/V1.0/key/export.maxRows')).value).toBe('10000');
    expect((await call('GET', 'parameters/V1.0/key/nope')).statusCode).toBe(404);
    expect((await ok('GET', 'roles/V1.0/list')).some((r: Row) => r.code === 'platform_admin')).toBe(true);
    expect(await ok('GET', 'users/V1.0/org/list?userType=ENGINE')).toEqual([
      expect.objectContaining({ label: '宇通客车股份有限公司' }),
    ]);
    expect((await ok('GET', 'users/V1.0/phone?phone=13800000000')).userName).toBe(DEMO.admin);
    const [sex] = (await ok('POST', 'dictionaries/V1.0/page', { code: 'sex' })).items;
    const inUse = await call('DELETE', 'dictionaries/V1.0', { ids: [sex.id] }, undefined, 'zh-CN');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe('数据字典正在被其他数据使用，无法删除');
  });

  it('creates a tenant with its root organisation, administrator, themes and parameters', async () => {
    const tenant = await ok('POST', 'tenants/V1.0', {
      tenantCode: 'acme',
      tenantName: '阿克米物流',
      appName: '阿克米车队',
      adminUserName: 'acme_admin',
      adminPassword: md5('Acme@2026'),
    });
    const token = await h.login('acme_admin', 'Acme@2026');
    const me = await ok('GET', 'users/getCurUser', undefined, token);
    expect(me.tenant.tenantId).toBe(tenant.id);
    expect((await ok('GET', 'themes/themeOptions', undefined, token)).length).toBeGreaterThan(0);
    await ok('PUT', 'tenants/V1.0/config', { appName: '阿克米智能车队', copyright: '© Acme' }, token);
    expect((await ok('GET', 'tenants/V1.0/config', undefined, token)).appName).toBe('阿克米智能车队');
    // the new tenant sees only itself
    expect((await ok('POST', 'tenants/V1.0/page', {}, token)).items.map((t: Row) => t.id)).toEqual([
      tenant.id,
    ]);
    const dup = await call('POST', 'tenants/V1.0', {
      tenantCode: 'acme2',
      tenantName: '重复',
      appName: '重复',
      adminUserName: 'acme_admin',
    });
    expect(dup.json().error.fields).toEqual({ adminUserName: 'Administrator login name already exists' });
    expect((await call('DELETE', 'tenants/V1.0', { ids: [1] })).json().errCode).toBe(
      'PLATFORM_TENANT_PROTECTED',
    );
    await ok('DELETE', 'tenants/V1.0', { ids: [tenant.id] });
    await expect(h.login('acme_admin', 'Acme@2026')).rejects.toThrow();
  });

  it('copies themes, links notice users and keeps per-user notice settings', async () => {
    const [theme] = (await ok('POST', 'themes/V1.0/page', {})).items;
    const copy = await ok('POST', 'themes/V1.0/copy', { id: theme.id });
    expect(copy.name).toBe(`${theme.name} copy`);
    expect(copy.attrList.length).toBe((await ok('GET', `themes/V1.0/${theme.id}`)).attrList.length);

    const config = await ok('POST', 'pushconfig/V1.0', {
      name: '离线通知',
      bizType: 'ERRORMSG',
      channels: ['WEB'],
    });
    const notLinked = await ok('POST', 'pushuser/V1.0/notRefUserPage', {
      pushConfigId: config.id,
      pageSize: 100,
    });
    const operator = notLinked.items.find((u: Row) => u.userName === DEMO.operator);
    expect(
      (await ok('POST', 'pushuser/V1.0', { pushConfigId: config.id, userIds: [operator.id] })).linked,
    ).toBe(1);
    const linked = await ok('POST', 'pushuser/V1.0/refUserPage', { pushConfigId: config.id });
    expect(linked.items.map((u: Row) => u.id)).toEqual([operator.id]);
    expect((await ok('GET', `pushconfig/V1.0/${config.id}`)).userCount).toBe(1);
    const operatorToken = await h.login(DEMO.operator, DEMO.userPassword);
    const current = await ok('POST', 'pushitem/V1.0/currentPush', undefined, operatorToken);
    expect(current.map((c: Row) => c.bizType)).toContain('ERRORMSG');
    await ok(
      'PUT',
      'pushitem/V1.0/settings',
      { items: [{ bizType: 'ERRORMSG', enabled: true, popup: false, sound: true }] },
      operatorToken,
    );
    const settings = await ok('POST', 'pushitem/V1.0/readSettings', undefined, operatorToken);
    expect(settings.find((s: Row) => s.bizType === 'ERRORMSG')).toMatchObject({ popup: false, sound: true });
    expect(
      (await h.call('POST', '/api/vehicle-svc/pushconfig/V1.0/page', { token: admin, body: {} })).statusCode,
    ).toBe(200);
    await ok('DELETE', 'pushuser/V1.0', { pushConfigId: config.id, userIds: [operator.id] });
    expect((await ok('POST', 'pushuser/V1.0/refUserPage', { pushConfigId: config.id })).total).toBe(0);
  });

  it('scans translations, and keeps the business log and the system log', async () => {
    const scanned = await ok('POST', 'menus/V1.0/scanLanguages');
    expect(scanned.scanned).toBeGreaterThan(100);
    await ok('POST', 'dictionaries/V1.0/scanLanguages');
    await ok('POST', 'menus/V1.0', { name: '扫描测试', code: 'scan/test', menuType: 'SUB_MENU' });
    const again = await ok('POST', 'menus/V1.0/scanLanguages');
    expect(again.added).toBe(2);
    expect((await ok('POST', 'locales/V1.0/page', { code: 'menu.scan/test' })).total).toBe(2);

    // a signed-in user's own change is named for the log; reads across tenants and a socket
    // ticket are not changes and are not written
    const themes = await ok('GET', 'themes/themeOptions');
    await ok('PUT', 'user/config/theme/saveCurThemeConfig', { curThemeId: themes[0].id });
    await ok('POST', 'users/V1.0/admin/page', { pageSize: 5 });
    expect((await h.call('POST', '/api/oauth/V1.0/ticket', { token: admin })).statusCode).toBe(200);

    await (h.app as unknown as { flushAudit?: () => Promise<void> }).flushAudit?.();
    await new Promise((r) => setTimeout(r, 700));
    const modules = await ok('GET', 'bizLog/V1.0/option/module');
    expect(modules).toContainEqual({ id: 'role', label: 'Roles' });
    expect(modules).toContainEqual({ id: 'account', label: 'My account' });
    expect(modules.map((m: Row) => m.id)).not.toContain('userType');
    expect(modules.map((m: Row) => m.id)).not.toContain('V1.0');
    // the theme saved here and the notification settings saved by the operator above
    expect(await ok('GET', 'bizLog/V1.0/option/name?module=account')).toEqual([
      { id: 'notices', label: 'Notification settings' },
      { id: 'theme', label: 'Switch theme' },
    ]);
    // every module and action of the log reads as a label, none as a code
    for (const module of modules) {
      expect(module.label, module.id).not.toBe(module.id);
      for (const action of await ok('GET', `bizLog/V1.0/option/name?module=${module.id}`))
        expect(action.label, `${module.id}/${action.id}`).not.toBe(action.id);
    }
    expect(await ok('GET', 'bizLog/V1.0/option/name?module=role')).toContainEqual({
      id: 'authority',
      label: 'Assign permissions',
    });
    const logs = await ok('POST', 'bizLog/V1.0/page', { module: 'role', action: 'create' });
    expect(logs.total).toBeGreaterThan(0);

    systemLogSink.record(50, 'disk almost full', 'Error: ENOSPC', 'test');
    await systemLogSink.flush();
    const system = await ok('POST', 'sys_log/V1.0/page', { level: 'ERROR' });
    expect(system.items[0]).toMatchObject({ level: 'ERROR', message: 'disk almost full', source: 'test' });
    const fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect((await ok('POST', 'sys_log/V1.0/page', {}, fleet)).total).toBe(0);
    void ADMIN_PASSWORD;
  });
});
