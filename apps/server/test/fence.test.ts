import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerResourceSpecs } from '@chelian/contracts/resources/dealer/fence';
import { startHarness, type Harness } from './harness';
import { harnessCtx, resourceSuite, type Case } from './resource-suite';

type Row = Record<string, unknown>;

let h: Harness;
let admin: string;
let operator: string;
let fleet: string;
const base = '/api/vehicle-svc/fences/V1.0';
const call = (method: string, url: string, body?: unknown, token?: string, lang = 'zh-CN') =>
  h.call(method, url, { token: token ?? admin, body, headers: { 'accept-language': lang } });

beforeAll(async () => {
  h = await startHarness({ DEMO_FLEET: '0', LOG_LEVEL: 'error' });
  ({ admin, operator, fleet } = await h.demoTokens());
}, 180_000);
afterAll(() => h?.close());

const CASES: Record<string, Case> = {
  fence: { unique: (n) => ({ name: `测试围栏${n}` }), update: { remark: '改过的围栏' } },
};

describe('fence declaration', () => {
  resourceSuite(dealerResourceSpecs, CASES, () => harnessCtx(h, { admin, operator, fleet }), 900);
});

const depot = { type: 'Circle', center: [116.4074, 39.9042], radius: 800 };
const area = {
  type: 'Polygon',
  coordinates: [
    [
      [121.45, 31.22],
      [121.49, 31.23],
      [121.5, 31.2],
      [121.46, 31.19],
      [121.45, 31.22],
    ],
  ],
};

async function countNamed(prefix: string, token = admin): Promise<number> {
  const page = (await call('POST', `${base}/page`, { name: prefix, pageSize: 100 }, token)).json();
  return (page.items as Row[]).filter((r) => String(r.name).startsWith(prefix)).length;
}

describe('fences', () => {
  it('stores a circle and a polygon and reads them back as sent, on detail/{id} too', async () => {
    const circle = await call('POST', base, {
      name: '圆形回读',
      shape: 'CIRCLE',
      geometry: depot,
      alarmWays: ['SMS', 'MAIL'],
    });
    expect(circle.statusCode, circle.body).toBe(200);
    const id = circle.json().id as number;
    const read = (await call('GET', `${base}/detail/${id}`)).json();
    expect(read.geometry).toEqual(depot);
    expect(read).toMatchObject({ shape: 'CIRCLE', centerLng: 116.4074, centerLat: 39.9042, radius: 800 });
    expect(read.alarmWays).toEqual(['SMS', 'MAIL']);

    const polygon = await call('POST', base, {
      name: '多边形回读',
      shape: 'POLYGON',
      // foreign members are not kept: the stored geometry is the contract's shape only
      geometry: { ...area, properties: { colour: 'red' } },
    });
    expect(polygon.statusCode, polygon.body).toBe(200);
    const pid = polygon.json().id as number;
    const back = (await call('GET', `${base}/${pid}`)).json();
    expect(back.geometry).toEqual(area);
    expect(back).toMatchObject({ shape: 'POLYGON', centerLng: null, centerLat: null, radius: null });

    // a polygon becomes a circle: centre and radius follow; and back, they are cleared
    const changed = await call('PUT', base, { id: pid, shape: 'CIRCLE', geometry: depot });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ shape: 'CIRCLE', radius: 800 });
    const again = await call('PUT', base, {
      id: pid,
      shape: 'RECTANGLE',
      geometry: rect(121.4, 31.1, 121.5, 31.2),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ shape: 'RECTANGLE', radius: null });
  });

  function rect(w: number, s: number, e: number, n: number) {
    return {
      type: 'Polygon',
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    };
  }

  const BAD: [string, string, unknown, string, string][] = [
    [
      'open ring',
      'POLYGON',
      { type: 'Polygon', coordinates: [area.coordinates[0]!.slice(0, 4)] },
      'FENCE_GEOMETRY_RING',
      '3 到 500 个顶点',
    ],
    [
      'two vertices',
      'POLYGON',
      {
        type: 'Polygon',
        coordinates: [
          [
            [1, 1],
            [2, 2],
            [1, 1],
          ],
        ],
      },
      'FENCE_GEOMETRY_RING',
      '闭合多边形',
    ],
    [
      'longitude 200',
      'POLYGON',
      {
        type: 'Polygon',
        coordinates: [
          [
            [200, 1],
            [2, 2],
            [3, 1],
            [200, 1],
          ],
        ],
      },
      'FENCE_GEOMETRY_COORDINATE',
      '-180 到 180',
    ],
    [
      'a string for a number',
      'POLYGON',
      {
        type: 'Polygon',
        coordinates: [
          [
            ['x', 1],
            [2, 2],
            [3, 1],
            ['x', 1],
          ],
        ],
      },
      'FENCE_GEOMETRY_FORMAT',
      '格式不正确',
    ],
    [
      'skewed rectangle',
      'RECTANGLE',
      {
        type: 'Polygon',
        coordinates: [
          [
            [1, 1],
            [2, 1.1],
            [2, 2],
            [1, 2],
            [1, 1],
          ],
        ],
      },
      'FENCE_GEOMETRY_RECTANGLE',
      '不是矩形',
    ],
    ['circle of 5 m', 'CIRCLE', { ...depot, radius: 5 }, 'FENCE_GEOMETRY_RADIUS', '10 米到 100000 米'],
    [
      'circle of 150 km',
      'CIRCLE',
      { ...depot, radius: 150_000 },
      'FENCE_GEOMETRY_RADIUS',
      '10 米到 100000 米',
    ],
    ['circle called a polygon', 'POLYGON', depot, 'FENCE_GEOMETRY_SHAPE', '不一致'],
  ];

  it.each(BAD)(
    'refuses %s with its message and stores nothing',
    async (what, shape, geometry, code, text) => {
      const name = `坏围栏-${what}`;
      const res = await call('POST', base, { name, shape, geometry });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe(code);
      expect(body.error.message).toContain(text);
      expect(body.error.fields.geometry).toContain(text);
      expect(await countNamed(name)).toBe(0);
    },
  );

  it('answers in the caller language, and a refused update changes nothing', async () => {
    const created = await call('POST', base, { name: '改坏的围栏', shape: 'CIRCLE', geometry: depot });
    const id = created.json().id as number;
    const en = await call('PUT', base, { id, geometry: { ...depot, radius: 1 } }, admin, 'en-US');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.message).toBe('The radius of a circular fence must be between 10 m and 100000 m');
    const tw = await call('PUT', base, { id, shape: 'RECTANGLE' }, admin, 'zh-TW');
    expect(tw.statusCode).toBe(400);
    expect(tw.json().error.message).toBe('圍欄區域與圍欄形狀不一致');
    const read = (await call('GET', `${base}/detail/${id}`)).json();
    expect(read).toMatchObject({ shape: 'CIRCLE', geometry: depot, radius: 800 });
  });

  it('keeps each tenant to its own fences', async () => {
    const mine = await call('POST', base, { name: '本租户围栏', shape: 'POLYGON', geometry: area });
    const id = mine.json().id as number;
    expect((await call('GET', `${base}/detail/${id}`, undefined, fleet)).statusCode).toBe(404);
    expect(await countNamed('本租户围栏', fleet)).toBe(0);
    // the same name is free in another tenant
    const theirs = await call('POST', base, { name: '本租户围栏', shape: 'CIRCLE', geometry: depot }, fleet);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((await call('DELETE', base, { ids: [id] }, fleet)).statusCode).toBe(404);
    expect((await call('GET', `${base}/detail/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `${base}/detail/${id}`, undefined, operator)).statusCode).toBe(403);
  });

  it('seeds the demo fences', async () => {
    const page = (await call('POST', `${base}/page`, { pageSize: 100 })).json();
    const names = (page.items as Row[]).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['北京车场', '上海内环']));
  });
});
