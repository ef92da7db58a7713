import { afterAll, beforeAll, describe } from 'vitest';
import { resourcePath, systemResourceSpecs } from '@chelian/contracts';
import { DEMO } from '../src/demo/tenants';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case, type Ctx } from './resource-suite';
import '../src/domains/system/resources';

type Row = Record<string, unknown>;

const pick = async (
  c: Ctx,
  resource: string,
  where: (o: { id: number; label: string }) => boolean = () => true,
) => {
  const spec = systemResourceSpecs[resource as keyof typeof systemResourceSpecs];
  const options = (await c.call('GET', `/api/${resourcePath(spec, 'options')}`)).json() as {
    id: number;
    label: string;
  }[];
  return options.find(where)!;
};
const firstId = async (c: Ctx, path: string, body: Row = {}, token?: string) => {
  const page = (await c.call('POST', `/api/system-svc/${path}/page`, { pageSize: 1, ...body }, token)).json();
  return page.items[0].id as number;
};

const CASES: Record<string, Case> = {
  user: {
    unique: (n) => ({ userName: `t_user_${n}` }),
    create: async (c) => ({
      orgId: (await pick(c, 'organisation')).id,
      roleIds: [(await pick(c, 'role')).id],
      postId: (await pick(c, 'userPost')).id,
    }),
    update: { realName: '李四' },
  },
  role: { unique: (n) => ({ code: `t_role_${n}` }), update: { name: '测试角色' } },
  menu: { unique: (n) => ({ code: `test/menu-${n}` }), update: { name: '测试菜单', nameEnUS: 'Test menu' } },
  organisation: {
    unique: (n) => ({ code: `ORG-T${n}` }),
    create: async (c) => ({ parentId: (await pick(c, 'organisation')).id }),
    update: { name: '测试组织' },
  },
  tenant: {
    unique: (n) => ({ tenantCode: `t_tenant_${n}`, adminUserName: `t_tadmin_${n}` }),
    update: { tenantName: '测试租户' },
  },
  tenantApp: { unique: (n) => ({ appCode: `T_APP_${n}` }), update: { appName: '测试应用' } },
  tenantPlatformAccount: { unique: (n) => ({ account: `t_acc_${n}` }), update: { platformName: '测试平台' } },
  dictionaryType: { unique: (n) => ({ code: `t_cat_${n}` }), update: { name: '测试类型' } },
  dictionary: { unique: (n) => ({ code: `t_dict_${n}` }), update: { name: '测试字典' } },
  dictionaryItem: {
    unique: (n) => ({ code: `T_ITEM_${n}` }),
    update: { label: '测试项', labelEnUS: 'Test item' },
  },
  locale: { unique: (n) => ({ code: `test.entry.${n}` }), update: { value: 'Changed' } },
  parameter: { unique: (n) => ({ paramKey: `test.param${n}` }), update: { value: '42' } },
  area: { unique: (n) => ({ code: `99${String(n).padStart(4, '0')}` }), update: { name: '测试区' } },
  theme: { unique: (n) => ({ name: `测试主题${n}` }), update: { sequence: 7 } },
  themeAttr: {
    create: async (c) => ({ themeId: (await pick(c, 'theme')).id, attrCode: 'fontSize' }),
    // the label as English files once spelled it (now 'Background color'), still read
    importCells: () => ({ attrCode: 'Background colour' }),
    update: { attrValue: '16' },
  },
  manufacturer: { unique: (n) => ({ code: `T_MFR_${n}` }), update: { name: '测试厂商' } },
  securityCertificate: { unique: (n) => ({ serialNo: `ABCD${n}` }), update: { name: '测试证书' } },
  userConfig: {
    create: async (c) => ({ userId: (await pick(c, 'user', (o) => o.label === '运营专员小李')).id }),
    importCells: () => ({ userId: '朝阳经销商店长' }),
    update: { language: 'en-US' },
  },
  userPost: { unique: (n) => ({ code: `t_post_${n}` }), update: { name: '测试岗位' } },
  resource: {
    unique: (n) => ({ code: `test/res#${n}`, permission: `test/act${n}` }),
    create: async (c) => ({ parentId: (await pick(c, 'menu')).id }),
    update: { name: '测试资源' },
  },
  report: { unique: (n) => ({ code: `t_report_${n}` }), update: { name: '测试报表' } },
  onlineUser: {
    existing: async (c) => {
      await c.login('dealer_bj', DEMO.userPassword);
      return firstId(c, 'onlineUsers', { userName: 'dealer_bj' });
    },
  },
  apiLog: { existing: (c) => firstId(c, 'apiLog/V1.0') },
  businessLog: { existing: (c) => firstId(c, 'bizLog/V1.0') },
  systemLog: { existing: (c) => firstId(c, 'sys_log/V1.0') },
  pushClass: { unique: (n) => ({ code: `t_pc_${n}` }), update: { name: '测试消息类型' } },
  pushConfig: { unique: (n) => ({ name: `测试通知${n}` }), update: { remark: '已修改' } },
};

describe('every declared system resource through the engine', () => {
  let h: Harness;
  let c: Ctx;
  beforeAll(async () => {
    h = await startHarness({ API_LOG: 'true' });
    c = harnessCtx(h, await h.demoTokens());
    // some calls so the API and business logs have rows
    await c.call('POST', '/api/system-svc/roles/V1.0', {
      name: '日志角色',
      code: 'log_role',
      roleType: 'NORMAL',
    });
    await new Promise((r) => setTimeout(r, 700));
  });
  afterAll(() => h?.close());

  resourceSuite(systemResourceSpecs, CASES, () => c);
});
