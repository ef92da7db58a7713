import { useEffect, useMemo, useRef } from 'react';
import { theme as antdTheme, type GlobalToken } from 'antd';
import { useTranslation } from 'react-i18next';
import { init, use as install, type EChartsType } from 'echarts/core';
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  ToolboxComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption, ToolboxComponentOption } from 'echarts';
import { useAppliedTheme } from '../../hooks/useAppliedTheme';
import type { TFunction } from 'i18next';
import { useLatest } from '../../utils/useLatest';
import type { ChartProps } from './types';

// Only what the console's charts draw is bundled; a chart of another kind adds its import here.
install([
  LineChart,
  BarChart,
  PieChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  ToolboxComponent,
  VisualMapContinuousComponent,
  AriaComponent,
  CanvasRenderer,
]);

/** Whether this browser draws on a canvas (it can be switched off; a test DOM has none). */
const CAN_DRAW = (() => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
})();

/** An echarts theme from antd's tokens, so a chart follows the tenant's colours and dark mode. */
function chartTheme(token: GlobalToken, dark: boolean) {
  const axis = {
    axisLine: { lineStyle: { color: token.colorBorder } },
    axisTick: { lineStyle: { color: token.colorBorder } },
    axisLabel: { color: token.colorTextSecondary },
    splitLine: { lineStyle: { color: token.colorBorderSecondary } },
    nameTextStyle: { color: token.colorTextSecondary },
  };
  return {
    darkMode: dark,
    color: [
      token.colorPrimary,
      token.orange,
      token.green,
      token.purple,
      token.cyan,
      token.magenta,
      token.gold,
      token.volcano,
    ],
    backgroundColor: 'transparent',
    textStyle: { color: token.colorText, fontFamily: token.fontFamily },
    legend: {
      textStyle: { color: token.colorText },
      inactiveColor: token.colorTextQuaternary,
      pageTextStyle: { color: token.colorTextSecondary },
    },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    tooltip: {
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorderSecondary,
      textStyle: { color: token.colorText },
    },
    dataZoom: {
      borderColor: token.colorBorder,
      textStyle: { color: token.colorTextSecondary },
      fillerColor: dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.06)',
      handleStyle: { color: token.colorBgContainer, borderColor: token.colorPrimary },
      moveHandleStyle: { color: token.colorPrimary, opacity: 0.4 },
      dataBackground: {
        lineStyle: { color: token.colorTextQuaternary },
        areaStyle: { color: token.colorFillSecondary },
      },
      selectedDataBackground: {
        lineStyle: { color: token.colorPrimary },
        areaStyle: { color: token.colorPrimaryBg },
      },
    },
    toolbox: {
      iconStyle: { borderColor: token.colorTextSecondary },
      emphasis: { iconStyle: { borderColor: token.colorPrimary } },
    },
    visualMap: { textStyle: { color: token.colorTextSecondary } },
  };
}

/** Toolbox features without a title get ours: echarts has no zh-TW. */
function withToolboxTitles(option: EChartsOption, t: TFunction, name: string): EChartsOption {
  const titled = (box: ToolboxComponentOption): ToolboxComponentOption => {
    const f = box.feature ?? {};
    return {
      ...box,
      feature: {
        ...f,
        ...(f.saveAsImage && {
          saveAsImage: { title: t('chart.toolbox.saveAsImage'), name, ...f.saveAsImage },
        }),
        ...(f.dataZoom && {
          dataZoom: {
            title: { zoom: t('chart.toolbox.zoom'), back: t('chart.toolbox.zoomBack') },
            ...f.dataZoom,
          },
        }),
        ...(f.restore && { restore: { title: t('chart.toolbox.restore'), ...f.restore } }),
      },
    };
  };
  const { toolbox } = option;
  if (!toolbox) return option;
  return { ...option, toolbox: Array.isArray(toolbox) ? toolbox.map(titled) : titled(toolbox) };
}

/** What tells one set of series from another: their kinds, ids and names. */
function seriesKey(option: EChartsOption): string {
  const { series } = option;
  const list = Array.isArray(series) ? series : series ? [series] : [];
  return JSON.stringify(list.map((s) => [s.type, s.id, s.name]));
}

/** The window of the first data zoom, in percent, as `start-end`. */
function zoomWindow(chart: EChartsType): string | undefined {
  const zoom = (chart.getOption().dataZoom as { start?: number; end?: number }[] | undefined)?.[0];
  return zoom ? `${(zoom.start ?? 0).toFixed(1)}-${(zoom.end ?? 100).toFixed(1)}` : undefined;
}

export default function ChartImpl({ option, height, testId, onEvents }: ChartProps) {
  const { t, i18n } = useTranslation();
  const { token } = antdTheme.useToken();
  const dark = useAppliedTheme().config.algorithm === antdTheme.darkAlgorithm;
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const lastSeries = useRef('');
  const applied = useRef<EChartsOption | null>(null);
  const events = useLatest(onEvents);
  const theme = useMemo(() => chartTheme(token, dark), [token, dark]);
  // aria: the container's aria-label describes the chart (its series by name, their first values)
  // for screen readers, as the canvas cannot
  const localized = useMemo(
    () => ({ aria: { enabled: true }, ...withToolboxTitles(option, t, testId) }),
    [option, t, testId],
  );
  const latest = useLatest(localized);
  // echarts has English and simplified Chinese built in; zh-TW reads the latter's month names
  // (一月…) and weekdays, which are the same in traditional script
  const locale = i18n.language === 'en-US' ? 'EN' : 'ZH';

  // theme and locale are fixed at init: a change of either makes a new chart
  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    const chart = init(el, theme, { renderer: 'canvas', locale });
    chartRef.current = chart;
    chart.setOption(latest.current);
    applied.current = latest.current;
    lastSeries.current = seriesKey(latest.current);
    const zoomed = () => {
      const range = zoomWindow(chart);
      if (range) el.dataset.zoom = range;
    };
    chart.on('datazoom', zoomed);
    chart.on('restore', zoomed);
    const names = Object.keys(events.current ?? {});
    for (const name of names) chart.on(name, (params: unknown) => events.current?.[name]?.(params, chart));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
      delete el.dataset.zoom;
    };
    // handlers are read through a ref; the event names are fixed for a chart's life
  }, [theme, locale, latest, events]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || applied.current === localized) return;
    const key = seriesKey(localized);
    chart.setOption(localized, { notMerge: key !== lastSeries.current });
    applied.current = localized;
    lastSeries.current = key;
  }, [localized]);

  if (!CAN_DRAW)
    return (
      <div data-testid={testId} style={{ height, display: 'grid', placeItems: 'center' }}>
        {t('chart.unavailable')}
      </div>
    );
  return <div ref={container} data-testid={testId} style={{ width: '100%', height }} />;
}
