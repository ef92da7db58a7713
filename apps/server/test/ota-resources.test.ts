import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  componentInfoSpec,
  OTA_CALLS,
  otaTaskSpec,
  otaTaskVehicleSpec,
  otaVersionSpec,
  vehicleCompVersionSpec,
} from '@chelian/contracts/resources/ota/index';
import { componentHardwareInfoSpec } from '@chelian/contracts/resources/ota/parts';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case, type Ctx } from './resource-suite';
import { query } from './gateway-support';
import { multipartFile } from './resources-support';

let h: Harness;
let c: Ctx;

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  c = harnessCtx(h, await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

async function packageId(ctx: Ctx): Promise<number> {
  const res = await ctx.upload(
    '/api/file-svc/attachments/V1.0/upload',
    multipartFile('pkg.bin', randomBytes(2048), 'application/octet-stream'),
  );
  return Number(res.json().id);
}

let serial = 5000;
async function version(ctx: Ctx): Promise<number> {
  serial++;
  const res = await ctx.call('POST', `/api/${otaVersionSpec.service}/${otaVersionSpec.base}`, {
    versionName: `suite ${serial}`,
    componentCode: `SUITE${serial}`,
    versionText: '1.0.0',
    versionNo: 1,
    versionType: 'DATA_PACK',
    upgradeType: 'CHOICE',
    upgradeMethod: 'NORMAL',
    packageId: await packageId(ctx),
  });
  return Number(res.json().id);
}

async function platformVehicle(): Promise<{ id: number; vin: string; tenant_id: number }> {
  const [v] = await query<{ id: number; vin: string; tenant_id: number }>(
    h,
    `select v.id, v.vin, v.tenant_id from vehicles v join tenants t on t.id = v.tenant_id
      where t.tenant_code = 'chelian' order by v.id limit 1`,
  );
  return v!;
}

const CASES: Record<string, Case> = {
  otaVersion: {
    unique: (n) => ({
      versionName: `T-BOX ${n}`,
      componentCode: `COMP${n}`,
      versionText: `1.0.${n % 1000}`,
      versionNo: n,
    }),
    create: async (ctx) => ({ packageId: await packageId(ctx) }),
    update: { versionName: 'T-BOX renamed' },
  },
  otaTask: {
    repeatable: true,
    unique: (n) => ({ taskName: `task ${n}` }),
    create: async (ctx) => ({
      versionId: await version(ctx),
      waveUnit: 'COUNT',
      waveSize: 2,
      successThreshold: 80,
      errorThreshold: 20,
    }),
    update: { taskName: 'task renamed' },
  },
  otaTaskVehicle: {
    existing: async (ctx) => {
      const task = await ctx.call('POST', `/api/${otaTaskSpec.service}/${otaTaskSpec.base}`, {
        taskName: 'suite vehicles',
        versionId: await version(ctx),
        waveUnit: 'PERCENT',
        waveSize: 100,
        successThreshold: 80,
        errorThreshold: 20,
      });
      const taskId = Number(task.json().id);
      const v = await platformVehicle();
      // the demo seed reports other parts of this vehicle: it reports the version's component too
      await query(
        h,
        `insert into vehicle_comp_versions (tenant_id, vehicle_id, vin, component_code, software_version)
         values ($1, $2, $3, $4, '0.9.0') on conflict do nothing`,
        [v.tenant_id, v.id, v.vin, `SUITE${serial}`],
      );
      await ctx.call('POST', `/api/${OTA_CALLS.link.path.replace(':taskId', String(taskId))}`, {
        vins: [v.vin],
      });
      const [row] = await query<{ id: number }>(h, 'select id from ota_task_vehicles where task_id = $1', [
        taskId,
      ]);
      return Number(row!.id);
    },
  },
  componentInfo: {
    unique: (n) => ({ componentCode: `PART${n}`, componentName: `part ${n}` }),
    update: { supplier: 'another supplier' },
  },
  vehicleCompVersion: {
    // a part version entered by hand for one of the caller's vehicles
    unique: (n) => ({ componentCode: `SUITE${n}`, softwareVersion: '2.0.0' }),
    create: async () => ({ vin: (await platformVehicle()).vin, hardwareVersion: 'HW1.0' }),
    update: { softwareVersion: '2.0.1' },
  },
  componentHardwareInfo: {
    unique: (n) => ({ componentCode: `HWC${n}`, hardwareVersion: `HW${n}` }),
    update: { supplier: 'another supplier' },
  },
};

describe('OTA resources: the generic suite', () => {
  resourceSuite(
    {
      otaVersion: otaVersionSpec,
      otaTask: otaTaskSpec,
      otaTaskVehicle: otaTaskVehicleSpec,
      vehicleCompVersion: vehicleCompVersionSpec,
      componentInfo: componentInfoSpec,
      componentHardwareInfo: componentHardwareInfoSpec,
    },
    CASES,
    () => c,
    4100,
  );
});

describe('OTA resources: deleted by the id in the path, as the spec calls them', () => {
  it('deletes a version and a task at DELETE <base>/{id}, and only the caller tenant’s', async () => {
    const versionId = await version(c);
    const task = await c.call('POST', `/api/${otaTaskSpec.service}/${otaTaskSpec.base}`, {
      taskName: 'deleted by path',
      versionId,
      waveUnit: 'COUNT',
      waveSize: 2,
      successThreshold: 80,
      errorThreshold: 20,
    });
    const taskUrl = `/api/${otaTaskSpec.service}/${otaTaskSpec.base}/${Number(task.json().id)}`;
    const versionUrl = `/api/${otaVersionSpec.service}/${otaVersionSpec.base}/${versionId}`;
    // another tenant's admin finds nothing to delete, and nothing goes
    expect((await c.call('DELETE', taskUrl, undefined, c.fleet)).statusCode).toBe(404);
    expect((await c.call('GET', taskUrl)).statusCode).toBe(200);
    expect((await c.call('DELETE', taskUrl)).statusCode).toBe(200);
    expect((await c.call('GET', taskUrl)).statusCode).toBe(404);
    expect((await c.call('DELETE', versionUrl)).statusCode).toBe(200);
    expect((await c.call('GET', versionUrl)).statusCode).toBe(404);
  });
});

describe('OTA versions: a refused field says why in the caller’s language', () => {
  it('refuses a version number not above the component’s highest, on the field, in words', async () => {
    const url = `/api/${otaVersionSpec.service}/${otaVersionSpec.base}`;
    const values = async (versionNo: number, versionText: string) => ({
      versionName: `order ${versionNo}`,
      componentCode: 'ORDERED',
      versionText,
      versionNo,
      versionType: 'DATA_PACK',
      upgradeType: 'CHOICE',
      upgradeMethod: 'NORMAL',
      packageId: await packageId(c),
    });
    expect((await c.call('POST', url, await values(5, '1.0.5'))).statusCode).toBe(200);
    const lower = await values(4, '1.0.4');
    const en = await h.call('POST', url, {
      token: c.admin,
      body: lower,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields.versionNo).toBe(
      'The version number must be greater than 5, the highest of component ORDERED',
    );
    const zh = await h.call('POST', url, {
      token: c.admin,
      body: lower,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().error.fields.versionNo).toBe('版本序号须大于零部件 ORDERED 已有的最大序号 5');
  });
});
