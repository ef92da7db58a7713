/** Texts of the contracts of this area in Simplified Chinese, the base the other languages mirror. */
export const alarmZhCN = {
  fields: {
    vin: 'VIN',
    level: '报警等级',
    state: '报警状态',
    startedAt: '开始时间',
    endedAt: '结束时间',
    lastFrameAt: '最后上报时间',
    frameCount: '报文数',
    handleStatus: '处理状态',
    handleContent: '处理内容',
    handledAt: '处理时间',
    createdAt: '创建时间',
  },
  gb: {
    title: '国标报警',
    noun: '国标报警',
    fields: { highestLevel: '最高等级', flagNames: '通用报警标志', faultCount: '故障码数' },
  },
  vehicle: {
    title: '车辆报警',
    noun: '车辆报警',
    fields: { source: '来源', ruleName: '规则', peakValue: '峰值', lastValue: '最新值' },
  },
  strategy: {
    title: '报警策略',
    noun: '报警策略',
    fields: { name: '策略名称', scope: '适用车辆', enabled: '启用', updatedAt: '更新时间' },
  },
  condition: {
    title: '报警条件',
    noun: '报警条件',
    fields: {
      strategyId: '报警策略',
      metric: '数据项',
      operator: '比较',
      threshold: '阈值',
      durationSeconds: '持续时间（秒）',
      hysteresis: '回差',
    },
    help: {
      durationSeconds: '超过阈值持续这么久才报警，恢复后持续这么久才结束',
      hysteresis: '数值需回到阈值另一侧这么多才算恢复，避免在阈值附近反复报警',
    },
  },
  strategyVin: { title: '策略车辆', noun: '策略车辆' },
};
