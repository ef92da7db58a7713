import type { HistoryBody } from '@chelian/contracts/monitor';
import { getHistory, type HistoryRow } from '../../api/monitor';
import type { EChartsOption } from '../../widgets/chart';

const PAGE = 1000;
const PARALLEL = 4;

/**
 * Points a history chart loads at most: 100 pages of the history call's 1,000. Sampled by LTTB to
 * the chart's width, 100,000 points draw in well under a second and zoom without a stutter
 * (bench/RESULTS.md, "Charts on ECharts").
 */
export const CHART_MAX_POINTS = 100_000;

/**
 * The reports of a range in time order, up to `max` of them, four pages at a time; with the total
 * the server counts (more than the rows when the range holds more than `max`).
 */
export async function loadHistoryRange(
  vin: string,
  range: Pick<HistoryBody, 'startTime' | 'endTime' | 'signals'>,
  max = CHART_MAX_POINTS,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const page = (current: number) => getHistory(vin, { ...range, current, size: PAGE, order: 'asc' });
  const first = await page(1);
  const pages = Math.min(Math.ceil(first.total / PAGE), Math.max(1, Math.floor(max / PAGE)));
  const rows = [first.items];
  for (let from = 2; from <= pages; from += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - from + 1) }, (_, i) => page(from + i));
    rows.push(...(await Promise.all(batch)).map((p) => p.items));
  }
  return { rows: rows.flat(), total: first.total };
}

export interface HistorySeries {
  key: string;
  name: string;
  unit?: string;
  /** [time in ms, value] in time order */
  points: [number, number][];
}

/** The numeric values of one signal in the rows, as chart points. */
export function pointsOf(rows: HistoryRow[], key: string): [number, number][] {
  return rows.flatMap((r) => (typeof r[key] === 'number' ? [[r.frameTime, r[key]] as [number, number]] : []));
}

/** Above this many points a series is drawn without its entry animation. */
const ANIMATED_MAX = 2000;
const AXIS_GAP = 56;

/**
 * A history chart: the series on one time axis, one value axis per unit (the first on the left,
 * the others stacked on the right), zoomed by wheel, drag and the slider, the legend toggling the
 * series, the tooltip reading every series at the pointer's time with its unit.
 */
export function historyChartOption(series: HistorySeries[]): EChartsOption {
  const units = [...new Set(series.map((s) => s.unit ?? ''))];
  const right = Math.max(0, units.length - 1);
  const many = series.some((s) => s.points.length > ANIMATED_MAX);
  return {
    animation: !many,
    legend: { type: 'scroll', top: 0, left: 0, right: 120 },
    toolbox: {
      right: 8,
      top: 0,
      feature: { dataZoom: { yAxisIndex: 'none' }, restore: {}, saveAsImage: {} },
    },
    tooltip: { trigger: 'axis', axisPointer: { type: 'line' } },
    // room above the plot for the legend and toolbox row, then the axes' unit names
    grid: { top: 64, left: 56, right: 24 + right * AXIS_GAP, bottom: 72 },
    xAxis: { type: 'time' },
    yAxis: units.map((unit, i) => ({
      type: 'value',
      name: unit,
      scale: true,
      position: i === 0 ? 'left' : 'right',
      offset: i === 0 ? 0 : (i - 1) * AXIS_GAP,
      splitLine: { show: i === 0 },
    })),
    dataZoom: [
      { type: 'inside', xAxisIndex: 0 },
      { type: 'slider', xAxisIndex: 0, bottom: 12, height: 28 },
    ],
    series: series.map((s) => ({
      type: 'line',
      id: s.key,
      name: s.name,
      yAxisIndex: units.indexOf(s.unit ?? ''),
      data: s.points,
      showSymbol: false,
      sampling: 'lttb',
      lineStyle: { width: 1.5 },
      tooltip: { valueFormatter: (v) => (s.unit ? `${String(v)} ${s.unit}` : String(v)) },
    })),
  };
}
