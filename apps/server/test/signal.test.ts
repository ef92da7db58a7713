import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalResourceSpecs, type SignalTreeNode } from '@chelian/contracts/resources/signal/index';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';
import { multipartFile, writeSheet } from './resources-support';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const call = (method: string, url: string, body?: unknown, token?: string) =>
  h.call(method, url, { token: token ?? admin, body });
const v = (path: string) => `/api/vehicle-svc/vehicle/${path}`;

/** The demo series with its seeded signal configuration (CL-E), and a second one without. */
async function seriesId(code: string): Promise<number> {
  const options = (await call('GET', '/api/vehicle-svc/series/options', undefined)).json() as {
    id: number;
    label: string;
  }[];
  const page = (
    await call('POST', '/api/vehicle-svc/series/page', { current: 1, size: 50, code })
  ).json() as { items: Row[] };
  return (page.items.find((s) => s.code === code)?.id as number) ?? options[0]!.id;
}

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
  // a server with its demo archive: slow to start on a busy machine
}, 180_000);
afterAll(() => h?.close());

const CASES: Record<string, Case> = {
  signalAttr: {
    unique: (n) => ({ signalCode: `T_SIG_${n}` }),
    create: async () => ({ vehicleSeriesId: await seriesId('CL-S') }),
    update: { signalName: '测试信号' },
  },
  signalTemplate: {
    unique: (n) => ({ templateName: `测试模板${n}` }),
    create: async () => ({ vehicleSeriesId: await seriesId('CL-S') }),
    update: { remark: '改过的模板' },
  },
  signalPublishSeries: { existing: () => seriesId('CL-E') },
  signalPublishHistory: {
    existing: async () =>
      ((await call('POST', v('signalPublish/history/page'), { current: 1, size: 1 })).json().items[0] as Row)
        .id as number,
  },
};

describe('signal declarations', () => {
  resourceSuite(signalResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 700);
});

describe('signal configuration rules', () => {
  it('keeps the physical range in order and deletes logically', async () => {
    const series = await seriesId('CL-T');
    const bad = await call('POST', v('signalAttrs'), {
      vehicleSeriesId: series,
      signalCode: 'RANGE_X',
      signalName: '范围',
      physicalMin: 10,
      physicalMax: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Physical maximum cannot be below the physical minimum');
    expect(
      (await call('POST', v('signalAttrs/page'), { current: 1, size: 10, signalCode: 'RANGE_X' })).json()
        .total,
    ).toBe(0);
    const badCode = await call('POST', v('signalAttrs'), {
      vehicleSeriesId: series,
      signalCode: '9 bad',
      signalName: '坏编码',
    });
    expect(badCode.statusCode).toBe(400);

    const created = (
      await call('POST', v('signalAttrs'), {
        vehicleSeriesId: series,
        signalCode: 'DEL_ME',
        signalName: '待删除',
      })
    ).json() as Row;
    expect((await call('POST', v(`signalAttrs/${created.id as number}`))).json().signalCode).toBe('DEL_ME');
    expect((await call('PUT', v('signalAttrs/deleteLogical'), { ids: [created.id] })).json()).toEqual({
      deleted: 1,
    });
    expect((await call('POST', v(`signalAttrs/${created.id as number}`))).statusCode).toBe(404);
    // the code is free again once deleted
    expect(
      (
        await call('POST', v('signalAttrs'), {
          vehicleSeriesId: series,
          signalCode: 'DEL_ME',
          signalName: '再建',
        })
      ).statusCode,
    ).toBe(200);
    const counts = (await call('POST', v('signalAttrs/series/page'), { current: 1, size: 20 })).json() as {
      items: Row[];
    };
    expect(counts.items.find((s) => s.id === series)?.count).toBe(1);
    expect((await call('PUT', v('signalAttrs/deleteLogical'), { ids: [] })).statusCode).toBe(400);
  });

  it('builds the tree of a series: folders, unused signals, delete with children', async () => {
    const series = await seriesId('CL-E');
    const tree = (await call('GET', v(`signalTrees/tree/${series}`))).json() as SignalTreeNode[];
    expect(tree.map((n) => n.name)).toEqual(['整车', '动力电池', '驱动电机', '定位']);
    expect(tree[1]!.children.map((c) => c.signalCode)).toContain('BMS_SOC');
    expect((await call('POST', v('signalTrees/unused'), { vehicleSeriesId: series })).json().total).toBe(0);

    const attr = (
      await call('POST', v('signalAttrs'), {
        vehicleSeriesId: series,
        signalCode: 'TREE_NEW',
        signalName: '新信号',
      })
    ).json() as Row;
    const unused = (await call('POST', v('signalTrees/unused'), { vehicleSeriesId: series })).json() as {
      items: Row[];
    };
    expect(unused.items.map((r) => r.signalCode)).toEqual(['TREE_NEW']);
    expect((await call('POST', v('signalTrees'), { vehicleSeriesId: series, name: '' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', v('signalTrees'), { vehicleSeriesId: series, name: '扩展' })).json()).toEqual({
      added: 1,
    });
    const folder = ((await call('GET', v(`signalTrees/tree/${series}`))).json() as SignalTreeNode[]).find(
      (n) => n.name === '扩展',
    )!;
    // a signal is not a folder: nothing goes under it
    const signalNode = tree[0]!.children[0]!;
    const underSignal = await call('POST', v('signalTrees'), {
      vehicleSeriesId: series,
      parentId: signalNode.id,
      signalAttrIds: [attr.id],
    });
    expect(underSignal.statusCode).toBe(400);
    expect(underSignal.json().error.message).toBe('The parent must be a folder of the same series');
    expect(
      (
        await call('POST', v('signalTrees'), {
          vehicleSeriesId: series,
          parentId: folder.id,
          signalAttrIds: [attr.id],
        })
      ).json(),
    ).toEqual({ added: 1 });
    const again = await call('POST', v('signalTrees'), { vehicleSeriesId: series, signalAttrIds: [attr.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Signal TREE_NEW is already in the signal tree');
    expect((await call('DELETE', v('signalTrees'), { ids: [folder.id] })).json()).toEqual({ deleted: 2 });
    expect((await call('POST', v('signalTrees/unused'), { vehicleSeriesId: series })).json().total).toBe(1);
    // another tenant cannot read the tree
    expect((await call('GET', v(`signalTrees/tree/${series}`), undefined, fleet)).statusCode).toBe(404);
    expect((await call('GET', v(`signalTrees/tree/${series}`), undefined, operator)).statusCode).toBe(403);
  });

  it('edits template signals, copies, imports codes, publishes to the series with history', async () => {
    const series = await seriesId('CL-E');
    const template = (
      await call('POST', v('signalPublish'), { templateName: '发布测试模板', vehicleSeriesId: series })
    ).json() as Row;
    const id = template.id as number;
    // an empty template is not published
    const empty = await call('PUT', v(`signalPublish/publish/${id}`));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The template has no signals and cannot be published');

    const unused = (
      await call('POST', v(`signalPublish/unused/pageQuery/${id}`), { current: 1, size: 100 })
    ).json() as { items: Row[]; total: number };
    expect(unused.total).toBeGreaterThan(5);
    const soc = unused.items.find((r) => r.signalCode === 'BMS_SOC')!;
    expect(
      (await call('POST', v('signalTemplate'), { templateId: id, signalAttrIds: [soc.id] })).json(),
    ).toEqual({ added: 1 });
    expect((await call('PUT', v(`signalPublish/${id}/addAttrAll`), {})).json().added).toBe(unused.total - 1);
    expect(
      (await call('POST', v(`signalPublish/already/pageQuery/${id}`), { current: 1, size: 5 })).json().total,
    ).toBe(unused.total);
    expect((await call('PUT', v('signalPublish/delUsedAttr'), { id, ids: [soc.id] })).json()).toEqual({
      removed: 1,
    });
    expect((await call('PUT', v(`signalPublish/${id}/delUsedAttrAll`))).json()).toEqual({
      removed: unused.total - 1,
    });

    // import: codes of the series in the first column; an unknown code refuses the file
    const bad = multipartFile('t.xlsx', await writeSheet([['signalCode'], ['BMS_SOC'], ['NOPE']]));
    const refused = await h.call('POST', v(`signalTemplate/import?templateId=${id}`), {
      token: admin,
      body: bad.payload,
      headers: bad.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Row 3: signal code NOPE is not in the series' dictionary");
    const good = multipartFile('t.xlsx', await writeSheet([['signalCode'], ['BMS_SOC'], ['BMS_VOLT']]));
    const imported = await h.call('POST', v(`signalTemplate/import?templateId=${id}`), {
      token: admin,
      body: good.payload,
      headers: good.headers,
    });
    expect(imported.json()).toEqual({ added: 2 });

    const copy = await call('PUT', v('signalPublish/copy'), { id, templateName: '发布测试模板-副本' });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toMatchObject({ publishStatus: 'INIT', signalCount: 2, version: 0 });
    expect(
      (await call('PUT', v('signalPublish/copy'), { id, templateName: '发布测试模板-副本' })).statusCode,
    ).toBe(409);
    expect((await call('PUT', v('signalPublish/edit'), { id, remark: '两个电池信号' })).json().remark).toBe(
      '两个电池信号',
    );

    // publish: the seeded template of the series is cancelled, this one runs as version 1
    const published = await call('PUT', v(`signalPublish/publish/${id}`));
    expect(published.json()).toMatchObject({ publishStatus: 'PUBLISH', version: 1, versionCode: 'V001' });
    const seriesRow = (await call('GET', v(`signalPublish/series/${series}`))).json() as Row;
    expect(seriesRow).toMatchObject({ templateName: '发布测试模板', version: 1, versionCode: 'V001' });
    const history = (
      await call('POST', v('signalPublish/history/page'), { current: 1, size: 10, vehicleSeriesId: series })
    ).json() as { items: Row[] };
    expect(history.items.slice(0, 2).map((r) => [r.templateName, r.publishStatus])).toEqual(
      expect.arrayContaining([
        ['发布测试模板', 'PUBLISH'],
        ['CL-E 标准采集模板', 'CANCEL'],
      ]),
    );
    expect(history.items[0]!.signalCount).toBe(2);
    // a published template is not deleted; cancelled it is
    const del = await call('PUT', v('signalTemplate/delete'), { ids: [id] });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('Template 发布测试模板 is published; cancel it first');
    expect((await call('PUT', v('signalPublish/series/cancel'), { id: series })).json()).toMatchObject({
      id,
      publishStatus: 'CANCEL',
    });
    expect((await call('PUT', v('signalPublish/series/cancel'), { id: series })).statusCode).toBe(409);
    const templates = (
      await call('POST', v('signalPublish/series/templates'), { vehicleSeriesId: series })
    ).json() as Row[];
    expect(templates.find((t) => t.id === id)?.publishStatus).toBe('CANCEL');
    expect((await call('PUT', v('signalTemplate/delete'), { ids: [id] })).statusCode).toBe(200);
    // permissions and tenants
    expect(
      (await call('PUT', v(`signalPublish/publish/${copy.json().id as number}`), undefined, operator))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', v(`signalPublish/publish/${copy.json().id as number}`), undefined, fleet))
        .statusCode,
    ).toBe(404);
  });
});
