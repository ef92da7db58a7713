export { Chart } from './Chart';
export type { ChartEventHandler, ChartProps } from './types';
export type { EChartsOption } from 'echarts';
