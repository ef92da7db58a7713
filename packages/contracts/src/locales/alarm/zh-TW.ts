import type { CatalogueOf } from '../../i18n';
import type { alarmZhCN } from './zh-CN';

export const alarmZhTW: CatalogueOf<typeof alarmZhCN> = {
  fields: {
    vin: 'VIN',
    level: '警報等級',
    state: '警報狀態',
    startedAt: '開始時間',
    endedAt: '結束時間',
    lastFrameAt: '最後上報時間',
    frameCount: '報文數',
    handleStatus: '處理狀態',
    handleContent: '處理內容',
    handledAt: '處理時間',
    handler: '處理人',
    createdAt: '建立時間',
  },
  gb: {
    title: '國標警報',
    noun: '國標警報',
    fields: { highestLevel: '最高等級', flagNames: '通用警報標誌', faultCount: '故障碼數' },
  },
  vehicle: {
    title: '車輛警報',
    noun: '車輛警報',
    fields: { source: '來源', ruleName: '規則', peakValue: '峰值', lastValue: '最新值' },
  },
  strategy: {
    title: '警報策略',
    noun: '警報策略',
    fields: { name: '策略名稱', scope: '適用車輛', enabled: '啟用', updatedAt: '更新時間' },
  },
  condition: {
    title: '警報條件',
    noun: '警報條件',
    fields: {
      strategyId: '警報策略',
      metric: '資料項',
      operator: '比較',
      threshold: '閾值',
      durationSeconds: '持續時間（秒）',
      hysteresis: '回差',
    },
    help: {
      durationSeconds: '超過閾值持續這麼久才警報，恢復後持續這麼久才結束',
      hysteresis: '數值需回到閾值另一側這麼多才算恢復，避免在閾值附近反覆警報',
    },
  },
  strategyVin: { title: '策略車輛', noun: '策略車輛' },
  terminal: {
    fields: { kind: '警報類型', value: '量測值', eventCount: '次數' },
    item: {
      title: '終端警報項',
      noun: '終端警報項',
      fields: { name: '警報項名稱', threshold: '閾值', windowMinutes: '統計時長（分鐘）' },
      help: {
        threshold: '登入失敗、校驗錯誤、補發：次數；時鐘偏差：秒；離線：分鐘',
        windowMinutes: '在這段時間內累計次數；這段時間內不再出現才結束警報',
      },
    },
    strategy: {
      title: '終端警報策略',
      noun: '終端警報策略',
      fields: { name: '策略名稱', itemIds: '警報項' },
    },
    strategyVin: { title: '策略車輛', noun: '策略車輛' },
    info: { title: '終端警報', noun: '終端警報' },
    history: { title: '終端警報歷史' },
  },
  abnormal: {
    fields: {
      kind: '異常類型',
      at: '定位時間',
      lng: '經度',
      lat: '緯度',
      prevAt: '上一定位時間',
      prevLng: '上一經度',
      prevLat: '上一緯度',
      distanceKm: '距離（km）',
      speedKmh: '折算速度（km/h）',
      lastSeenAt: '最後上報時間',
      offlineDays: '離線天數',
      detectedAt: '發現時間',
    },
    location: { title: '異常定位', noun: '異常定位' },
    offline: { title: '異常離線', noun: '異常離線' },
  },
  notice: {
    title: '通知策略',
    noun: '通知策略',
    fields: {
      name: '策略名稱',
      kinds: '警報類別',
      minLevel: '最低等級',
      channels: '通知方式',
      userIds: '通知人員',
    },
    vehicles: { title: '通知車輛', noun: '通知車輛' },
  },
};
