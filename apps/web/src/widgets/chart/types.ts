import type { EChartsOption, EChartsType } from 'echarts';

/** A handler of an echarts event, given the event and the chart that raised it. */
export type ChartEventHandler = (params: unknown, chart: EChartsType) => void;

export interface ChartProps {
  /**
   * What to draw. Toolbox features without a title get ours in the console's language. When the
   * series change (added, removed, renamed, retyped) the option replaces the last one; otherwise
   * it is merged, so a refresh of the same series keeps the zoom and the legend choice.
   */
  option: EChartsOption;
  /** CSS height of the chart; its width follows the container */
  height: number | string;
  testId: string;
  /** echarts events by name (`click`, `datazoom`, `legendselectchanged`, ...) */
  onEvents?: Partial<Record<string, ChartEventHandler>>;
}
