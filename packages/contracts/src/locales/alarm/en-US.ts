import type { CatalogueOf } from '../../i18n';
import type { alarmZhCN } from './zh-CN';

export const alarmEnUS: CatalogueOf<typeof alarmZhCN> = {
  fields: {
    vin: 'VIN',
    level: 'Alarm level',
    state: 'Alarm state',
    startedAt: 'Started',
    endedAt: 'Ended',
    lastFrameAt: 'Last report',
    frameCount: 'Reports',
    handleStatus: 'Handling',
    handleContent: 'Handling notes',
    handledAt: 'Handled',
    handler: 'Handled by',
    createdAt: 'Created',
  },
  gb: {
    title: 'GB Alarms',
    noun: 'GB alarm',
    fields: { highestLevel: 'Highest level', flagNames: 'General alarm flags', faultCount: 'Fault codes' },
  },
  vehicle: {
    title: 'Vehicle Alarms',
    noun: 'vehicle alarm',
    fields: { source: 'Source', ruleName: 'Rule', peakValue: 'Peak value', lastValue: 'Latest value' },
  },
  strategy: {
    title: 'Alarm Strategies',
    noun: 'alarm strategy',
    fields: { name: 'Strategy name', scope: 'Applies to', enabled: 'Enabled', updatedAt: 'Updated' },
  },
  condition: {
    title: 'Alarm Conditions',
    noun: 'alarm condition',
    fields: {
      strategyId: 'Alarm strategy',
      metric: 'Value',
      operator: 'Comparison',
      threshold: 'Threshold',
      durationSeconds: 'Duration (s)',
      hysteresis: 'Hysteresis',
    },
    help: {
      durationSeconds:
        'The value must stay past the threshold this long to raise, and back this long to clear',
      hysteresis:
        'The value must come back past the threshold by this much to clear, so a value hovering at it raises one alarm',
    },
  },
  strategyVin: { title: 'Strategy Vehicles', noun: 'strategy vehicle' },
  terminal: {
    fields: { kind: 'Alarm type', value: 'Measured value', eventCount: 'Occurrences' },
    item: {
      title: 'Terminal Alarm Items',
      noun: 'terminal alarm item',
      fields: { name: 'Item name', threshold: 'Threshold', windowMinutes: 'Window (minutes)' },
      help: {
        threshold: 'Login failures, check errors, reissues: a count; clock drift: seconds; offline: minutes',
        windowMinutes: 'Occurrences are counted over this window; the alarm ends after a window without any',
      },
    },
    strategy: {
      title: 'Terminal Alarm Strategies',
      noun: 'terminal alarm strategy',
      fields: { name: 'Strategy name', itemIds: 'Alarm items' },
    },
    strategyVin: { title: 'Strategy Vehicles', noun: 'strategy vehicle' },
    info: { title: 'Terminal Alarms', noun: 'terminal alarm' },
    history: { title: 'Terminal Alarm History' },
  },
  abnormal: {
    fields: {
      kind: 'Anomaly',
      at: 'Fix time',
      lng: 'Longitude',
      lat: 'Latitude',
      prevAt: 'Previous fix time',
      prevLng: 'Previous longitude',
      prevLat: 'Previous latitude',
      distanceKm: 'Distance (km)',
      speedKmh: 'Implied speed (km/h)',
      lastSeenAt: 'Last report',
      offlineDays: 'Days offline',
      detectedAt: 'Detected',
    },
    location: { title: 'Abnormal Locations', noun: 'abnormal location' },
    offline: { title: 'Abnormal Offline', noun: 'abnormal offline vehicle' },
  },
  notice: {
    title: 'Notice Strategies',
    noun: 'notice strategy',
    fields: {
      name: 'Strategy name',
      kinds: 'Alarm categories',
      minLevel: 'Lowest level',
      channels: 'Channels',
      userIds: 'Recipients',
    },
    vehicles: { title: 'Notice Vehicles', noun: 'notice vehicle' },
  },
};
