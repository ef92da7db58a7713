import type { MessagesOf } from '../../platform/messages';

/** Messages of electronic fences, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  FENCE_GEOMETRY_FORMAT: '{{field}}格式不正确：应为一个多边形或一个圆',
  FENCE_GEOMETRY_SHAPE: '{{field}}与围栏形状不一致',
  FENCE_GEOMETRY_COORDINATE: '{{field}}的坐标超出范围：经度应在 -180 到 180 之间，纬度应在 -90 到 90 之间',
  FENCE_GEOMETRY_RING: '{{field}}应为 {{min}} 到 {{max}} 个顶点的闭合多边形',
  FENCE_GEOMETRY_RECTANGLE: '{{field}}不是矩形：应有四个角，边沿经线和纬线',
  FENCE_GEOMETRY_RADIUS: '圆形围栏的半径应在 {{min}} 米到 {{max}} 米之间',
  FENCE_ACTIVE_WINDOW: '生效时段的开始和结束应同时填写（时:分），或都不填',
  FENCE_VIN_UNKNOWN: '本租户没有 VIN 为 {{vin}} 的车辆',
  FENCE_ALARM_TITLE: '围栏报警：{{vin}} {{kind}}“{{fence}}”',
  FENCE_ALARM_TEXT: '车辆 {{vin}} 于 {{time}} {{kind}}围栏“{{fence}}”（{{lng}}, {{lat}}）。',
  FENCE_KIND_ENTER: '驶入',
  FENCE_KIND_EXIT: '驶出',
  FENCE_KIND_DWELL: '停留超时于',
  FENCE_KIND_OVERSPEED: '超速于',
} as const;

const enUS = {
  FENCE_GEOMETRY_FORMAT: '{{field}} is not valid: it must be one polygon or one circle',
  FENCE_GEOMETRY_SHAPE: '{{field}} does not match the fence shape',
  FENCE_GEOMETRY_COORDINATE:
    '{{field}} has a coordinate out of range: longitude must be within -180 to 180, latitude within -90 to 90',
  FENCE_GEOMETRY_RING: '{{field}} must be a closed polygon of {{min}} to {{max}} vertices',
  FENCE_GEOMETRY_RECTANGLE:
    '{{field}} is not a rectangle: it needs four corners with edges along meridians and parallels',
  FENCE_GEOMETRY_RADIUS: 'The radius of a circular fence must be between {{min}} m and {{max}} m',
  FENCE_ACTIVE_WINDOW: 'Fill in both the start and the end of the active time (HH:mm), or neither',
  FENCE_VIN_UNKNOWN: 'This tenant has no vehicle with VIN {{vin}}',
  FENCE_ALARM_TITLE: 'Fence alarm: {{vin}} {{kind}} "{{fence}}"',
  FENCE_ALARM_TEXT: 'Vehicle {{vin}}: {{kind}}, fence "{{fence}}", at {{time}} ({{lng}}, {{lat}}).',
  FENCE_KIND_ENTER: 'entered',
  FENCE_KIND_EXIT: 'left',
  FENCE_KIND_DWELL: 'stayed too long in',
  FENCE_KIND_OVERSPEED: 'sped inside',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  FENCE_GEOMETRY_FORMAT: '{{field}}格式不正確：應為一個多邊形或一個圓',
  FENCE_GEOMETRY_SHAPE: '{{field}}與圍欄形狀不一致',
  FENCE_GEOMETRY_COORDINATE: '{{field}}的座標超出範圍：經度應在 -180 到 180 之間，緯度應在 -90 到 90 之間',
  FENCE_GEOMETRY_RING: '{{field}}應為 {{min}} 到 {{max}} 個頂點的封閉多邊形',
  FENCE_GEOMETRY_RECTANGLE: '{{field}}不是矩形：應有四個角，邊沿經線和緯線',
  FENCE_GEOMETRY_RADIUS: '圓形圍欄的半徑應在 {{min}} 公尺到 {{max}} 公尺之間',
  FENCE_ACTIVE_WINDOW: '生效時段的開始和結束應同時填寫（時:分），或都不填',
  FENCE_VIN_UNKNOWN: '本租戶沒有 VIN 為 {{vin}} 的車輛',
  FENCE_ALARM_TITLE: '圍欄報警：{{vin}} {{kind}}「{{fence}}」',
  FENCE_ALARM_TEXT: '車輛 {{vin}} 於 {{time}} {{kind}}圍欄「{{fence}}」（{{lng}}, {{lat}}）。',
  FENCE_KIND_ENTER: '駛入',
  FENCE_KIND_EXIT: '駛出',
  FENCE_KIND_DWELL: '停留逾時於',
  FENCE_KIND_OVERSPEED: '超速於',
} satisfies MessagesOf<typeof zhCN>;

export const fenceMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
