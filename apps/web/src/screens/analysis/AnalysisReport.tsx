import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Segmented,
  Select,
  Space,
  Table,
  TreeSelect,
  type TableColumnsType,
} from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import {
  ANALYSIS_RANGE_DAYS,
  ANALYSIS_REPORTS,
  reportCalls,
  type AnalysisDay,
  type AnalysisDayRow,
  type AnalysisMeasure,
  type AnalysisModelRow,
  type AnalysisPage,
  type AnalysisQuery,
  type AnalysisReportKey,
  type AnalysisVehicleRow,
} from '@chelian/contracts/resources/analysis/index';
import { callApi } from '../../api/http';
import { fileNameOf, saveBlob, toTreeOptions, useOptionItems } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { fromPickerTime, pickerNow } from '../../utils/format';
import { Chart, type EChartsOption } from '../../widgets/chart';
import { useStatsPaging } from './paging';

type Row = AnalysisVehicleRow | AnalysisModelRow | AnalysisDayRow;
export type Filters = Omit<AnalysisQuery, 'current' | 'size'>;

const ORGS = { kind: 'ref', resource: 'organisation', tree: true } as const;
const MODELS = { kind: 'ref', resource: 'vehicleModel', tree: false } as const;
const BAR_MEASURES = new Set<AnalysisMeasure>([
  'chargeCount',
  'sleepCount',
  'alarmLevel1',
  'alarmLevel2',
  'alarmLevel3',
  'noPosition',
]);

/** The last seven days of the tenant's clock, today included. */
const lastWeek = (): [Dayjs, Dayjs] => [
  pickerNow().subtract(6, 'day').startOf('day'),
  pickerNow().endOf('day'),
];

const filtersOf = (
  range: [Dayjs, Dayjs],
  values: { orgId?: number; vehicleModelId?: number; vin?: string },
): Filters => ({
  startTime: fromPickerTime(range[0].startOf('day')),
  endTime: fromPickerTime(range[1].endOf('day')),
  ...(values.orgId ? { orgId: values.orgId } : {}),
  ...(values.vehicleModelId ? { vehicleModelId: values.vehicleModelId } : {}),
  ...(values.vin?.trim() ? { vin: values.vin.trim() } : {}),
});

/**
 * A report of the daily rollups: filters (period, organisation, model, VIN), the fleet's series
 * per day as a chart, the table (vehicles over the period, the matching vehicle-days, or models for
 * the running report by model) and its export.
 */
export function AnalysisReport({
  report,
  module,
  below,
}: {
  report: AnalysisReportKey;
  module?: string;
  /** more figures of the same filters, between the chart and the table */
  below?: (filters: Filters) => ReactNode;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const spec = ANALYSIS_REPORTS[report];
  const calls = reportCalls(report);
  const label = (key: string) => t(`shared:analysis.columns.${key}` as never);
  const [form] = Form.useForm<{ orgId?: number; vehicleModelId?: number; vin?: string }>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(lastWeek);
  const [filters, setFilters] = useState<Filters>(() => filtersOf(lastWeek(), {}));
  const { paging, firstPage, pagination } = useStatsPaging();
  const [byModel, setByModel] = useState(false);
  const [exporting, setExporting] = useState(false);
  const orgs = useOptionItems(ORGS);
  const models = useOptionItems(MODELS);
  const query: Filters = byModel ? { ...filters, codeType: 1 } : filters;

  const series = useQuery({
    queryKey: ['analysis', report, 'series', filters],
    queryFn: () => callApi<AnalysisDay[]>(calls.series, filters),
  });
  const page = useQuery({
    queryKey: ['analysis', report, 'page', query, paging],
    queryFn: () => callApi<AnalysisPage<Row>>(calls.page, { ...query, ...paging }),
  });

  const option = useMemo<EChartsOption>(() => {
    const days = series.data ?? [];
    const bars = spec.series.every((m) => BAR_MEASURES.has(m));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 36, bottom: 56 },
      dataZoom: [{ type: 'slider', bottom: 8, height: 18 }],
      xAxis: { type: 'category', data: days.map((d) => d.date) },
      yAxis: { type: 'value' },
      series: spec.series.map((m) => ({
        name: label(m),
        type: bars ? 'bar' : 'line',
        ...(bars && report === 'alarm' ? { stack: 'alarms' } : {}),
        smooth: !bars,
        data: days.map((d) => d[m]),
      })),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language with t
  }, [series.data, spec, report, t]);

  // what the chart draws, for whoever reads the screen without seeing the canvas (tests, assistive tools)
  const points = useMemo(
    () =>
      JSON.stringify(Object.fromEntries(spec.series.map((m) => [m, (series.data ?? []).map((d) => d[m])]))),
    [series.data, spec],
  );

  const columns = useMemo<TableColumnsType<Row>>(() => {
    const measures = spec.columns.map((m) => ({
      key: m,
      dataIndex: m,
      title: label(m),
      width: 130,
      align: 'right' as const,
    }));
    if (byModel)
      return [
        {
          key: 'modelName',
          dataIndex: 'modelName',
          title: label('modelName'),
          render: (v: string | null) => v ?? t('analysis.noModel'),
        },
        { key: 'vehicles', dataIndex: 'vehicles', title: label('vehicles'), width: 110, align: 'right' },
        ...measures,
      ];
    return [
      { key: 'vin', dataIndex: 'vin', title: label('vin'), width: 190, fixed: 'left' },
      { key: 'plate', dataIndex: 'plate', title: label('plate'), width: 120 },
      { key: 'modelName', dataIndex: 'modelName', title: label('modelName'), width: 140 },
      { key: 'orgName', dataIndex: 'orgName', title: label('orgName'), width: 160 },
      ...(spec.rows === 'day' ? [{ key: 'date', dataIndex: 'date', title: label('date'), width: 120 }] : []),
      ...measures,
      ...(spec.rows === 'day'
        ? [{ key: 'provinceName', dataIndex: 'provinceName', title: label('provinceName'), width: 120 }]
        : []),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language with t
  }, [spec, byModel, t]);

  const search = () => {
    setFilters(filtersOf(range, form.getFieldsValue()));
    firstPage();
  };
  const reset = () => {
    form.resetFields();
    setRange(lastWeek());
    setFilters(filtersOf(lastWeek(), {}));
    firstPage();
  };
  const exportRows = async () => {
    setExporting(true);
    try {
      let name = '';
      const blob = await callApi<Blob>(calls.export, query, {
        responseType: 'blob',
        onResponse: (r) => (name = fileNameOf(r.headers.get('content-disposition'), report)),
      });
      saveBlob(blob, name);
    } catch {
      /* shown by the client */
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid={`analysis-${report}`} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Card size="small">
        <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
          <Form.Item label={t('analysis.range')}>
            <DatePicker.RangePicker
              value={range}
              allowClear={false}
              data-testid="analysis-range"
              disabledDate={(d, info) =>
                Boolean(info.from && Math.abs(d.diff(info.from, 'day', true)) >= ANALYSIS_RANGE_DAYS)
              }
              onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            />
          </Form.Item>
          <Form.Item name="orgId" label={t('analysis.org')}>
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              style={{ width: 200 }}
              loading={orgs.loading}
              treeData={toTreeOptions(orgs.items)}
              data-testid="analysis-org"
            />
          </Form.Item>
          <Form.Item name="vehicleModelId" label={t('analysis.model')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 180 }}
              loading={models.loading}
              options={models.items.map((m) => ({ value: m.id, label: m.label }))}
              data-testid="analysis-model"
            />
          </Form.Item>
          <Form.Item name="vin" label={t('analysis.vin')}>
            <Input allowClear maxLength={17} style={{ width: 200 }} data-testid="analysis-vin" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="analysis-search">
              {t('analysis.search')}
            </Button>
            <Button onClick={reset}>{t('analysis.reset')}</Button>
            {can(module ?? spec.module, 'export') && (
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() => void exportRows()}
                data-testid="analysis-export"
              >
                {t('analysis.export')}
              </Button>
            )}
          </Space>
        </Form>
      </Card>
      <Card size="small" title={t('analysis.perDay')}>
        <div data-testid="analysis-chart-points" data-points={points}>
          <Chart option={option} height={300} testId="analysis-chart" />
        </div>
      </Card>
      {below?.(filters)}
      <Card
        size="small"
        extra={
          report === 'running' ? (
            <Segmented
              value={byModel ? 'model' : 'vehicle'}
              onChange={(v) => {
                setByModel(v === 'model');
                firstPage();
              }}
              options={[
                { value: 'vehicle', label: t('analysis.byVehicle') },
                { value: 'model', label: t('analysis.byModel') },
              ]}
              data-testid="analysis-by"
            />
          ) : undefined
        }
      >
        <Table<Row>
          size="small"
          data-testid="analysis-table"
          rowKey={(r) =>
            'date' in r
              ? `${r.vehicleId}-${r.date}`
              : 'vehicleId' in r
                ? r.vehicleId
                : `m${r.vehicleModelId ?? 0}`
          }
          loading={page.isFetching}
          columns={columns}
          dataSource={page.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={pagination(page.data?.total)}
        />
      </Card>
    </div>
  );
}
