import { useCallback, useEffect, useState } from 'react';
import { AutoComplete, Button, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMAND_CODE_TEXTS, COMMAND_STATUS_TEXTS } from '@chelian/contracts/control';
import {
  DIAGNOSIS_CONTROLLER_LABELS,
  DIAGNOSIS_FIELDS,
  DIAGNOSIS_SECTION_LABELS,
  DIAGNOSIS_CALLS as C,
  faultCodeText,
  type DiagnosisData,
  type DiagnosisRecord,
} from '@chelian/contracts/diagnosis';
import { gbEnumLabel } from '@chelian/contracts/gb32960-enums';
import type { Language } from '@chelian/contracts';
import { i18n } from '../../i18n';
import { controlVehicles } from '../../api/control';
import { useCommandResult } from '../../api/commandSocket';
import { callApi } from '../../api/http';
import { localize } from '../../engine';
import { downloadCall } from '../../api/download';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';

const SECTIONS = Object.keys(DIAGNOSIS_SECTION_LABELS) as (keyof typeof DIAGNOSIS_SECTION_LABELS)[];

function valueText(data: DiagnosisData, key: string, none: string): string {
  const f = DIAGNOSIS_FIELDS.find((d) => d.key === key)!;
  const v = data.values[key];
  if (v === null || v === undefined) return none;
  if (f.enum) return gbEnumLabel(f.enum, v, i18n.language as Language);
  return f.unit ? `${v} ${f.unit}` : String(v);
}

/** A diagnosis's answer: the engine condition group by section, then the fault codes of each controller. */
function DiagnosisView({ record }: { record: DiagnosisRecord }) {
  const { t } = useTranslation(['translation', 'shared']);
  const data = record.data;
  return (
    <Card
      size="small"
      data-testid="diagnosis-result"
      data-code={record.statusCode}
      data-final={String(record.final)}
      title={`${t('shared:diagnosis.title')} · ${record.vin} · ${formatTime(record.createdAt)}`}
      extra={
        <Tag
          data-testid="diagnosis-result-code"
          color={record.statusCode === 5 ? 'green' : record.final ? 'red' : 'blue'}
        >
          {record.statusCode} {localize(COMMAND_CODE_TEXTS[record.statusCode])} ·{' '}
          {localize(COMMAND_STATUS_TEXTS[record.status])}
        </Tag>
      }
    >
      {!record.final && <Typography.Text type="secondary">{t('shared:diagnosis.waiting')}</Typography.Text>}
      {record.final && !data && (
        <Typography.Text type="secondary">{t('shared:diagnosis.noData')}</Typography.Text>
      )}
      {data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5}>{t('shared:diagnosis.engineGroup')}</Typography.Title>
          {SECTIONS.map((section) => (
            <Descriptions
              key={section}
              size="small"
              bordered
              column={{ xs: 1, md: 2, xl: 3 }}
              title={localize(DIAGNOSIS_SECTION_LABELS[section])}
              data-testid={`diagnosis-section-${section}`}
            >
              {DIAGNOSIS_FIELDS.filter((f) => f.section === section).map((f) => (
                <Descriptions.Item key={f.key} label={localize(f.label)}>
                  <span data-testid={`diagnosis-value-${f.key}`}>
                    {valueText(data, f.key, t('shared:diagnosis.none'))}
                  </span>
                </Descriptions.Item>
              ))}
            </Descriptions>
          ))}
          <Typography.Title level={5}>{t('shared:diagnosis.faults')}</Typography.Title>
          {data.faults.length === 0 ? (
            <Tag data-testid="diagnosis-no-faults" color="green">
              {t('shared:diagnosis.noFaults')}
            </Tag>
          ) : (
            <Descriptions size="small" bordered column={1} data-testid="diagnosis-faults">
              {data.faults.map((f) => (
                <Descriptions.Item
                  key={f.controller}
                  label={localize(DIAGNOSIS_CONTROLLER_LABELS[f.controller])}
                >
                  {f.codes.map((code) => (
                    <Tag key={code} color="red" data-testid="diagnosis-fault-code">
                      {faultCodeText(code)}
                    </Tag>
                  ))}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Space>
      )}
    </Card>
  );
}

/**
 * Remote diagnosis (protocol GPRS11, group 02): ask a
 * vehicle's terminal for its engine condition data and its controllers' fault codes, see the
 * answer when it is pushed back, and go through the vehicle's past diagnoses.
 */
export default function Diagnosis() {
  const { t } = useTranslation(['translation', 'shared']);
  const can = useCan();
  const [keyword, setKeyword] = useState('');
  const [vin, setVin] = useState<string | null>(null);
  const [shown, setShown] = useState<DiagnosisRecord | null>(null);
  const [sending, setSending] = useState(false);
  const [page, setPage] = useState(1);
  const options = useQuery({
    queryKey: ['diagnosis', 'vehicles', keyword],
    queryFn: () => controlVehicles(keyword),
    enabled: can('remoteControl', 'view'),
  });
  const history = useQuery({
    queryKey: ['diagnosis', 'page', vin, page],
    queryFn: () =>
      callApi<{ items: DiagnosisRecord[]; total: number }>(C.page, {
        vin: vin ?? undefined,
        current: page,
        size: 10,
      }),
  });

  // the outcome is pushed; the answer's data is read once it is final (and once after subscribing, in case it came first)
  const checkId = shown && !shown.final ? shown.checkId : null;
  const reload = useCallback(async (id: number) => {
    const record = await callApi<DiagnosisRecord>(C.find, undefined, { params: { id }, silent: true });
    setShown((s) => (s && s.id === record.id ? record : s));
    if (record.final) void history.refetch();
    // history is stable enough: only its refetch is used
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useCommandResult(checkId, () => {
    if (shown) void reload(shown.id).catch(() => undefined);
  });
  useEffect(() => {
    if (shown && !shown.final) void reload(shown.id).catch(() => undefined);
    // once per diagnosis sent
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown?.checkId]);

  const choose = (v: string) => {
    const chosen = v.trim().toUpperCase();
    setKeyword(chosen);
    setVin(chosen.length === 17 ? chosen : null);
    setPage(1);
  };
  const diagnose = async () => {
    if (!vin) return;
    setSending(true);
    try {
      setShown(await callApi<DiagnosisRecord>(C.send, { vin }));
      void history.refetch();
    } catch {
      // the client already showed the server's message
    } finally {
      setSending(false);
    }
  };
  const exportXlsx = async () => {
    await downloadCall(C.export, { vin: vin ?? undefined }, `${t('shared:diagnosis.title')}.xlsx`);
  };

  return (
    <div data-testid="diagnosis">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Typography.Text>{t('shared:screens.remote.panel.vin')}</Typography.Text>
          <AutoComplete
            data-testid="diagnosis-vin"
            style={{ width: 320 }}
            placeholder={t('shared:screens.remote.panel.vinPlaceholder')}
            value={keyword}
            onSearch={setKeyword}
            onChange={(v: string) => choose(v)}
            onSelect={(v: string) => choose(v)}
            options={(options.data ?? []).map((o) => ({
              value: o.vin,
              label: `${o.vin}${o.plate ? ` (${o.plate})` : ''}`,
            }))}
          />
          {can('diagnosis', 'update') && (
            <Button
              type="primary"
              data-testid="diagnosis-send"
              disabled={!vin || sending}
              loading={sending}
              onClick={() => void diagnose()}
            >
              {t('shared:diagnosis.diagnose')}
            </Button>
          )}
        </Space>
        {shown ? (
          <DiagnosisView record={shown} />
        ) : (
          !vin && <Empty description={t('shared:screens.remote.panel.pickVehicle')} />
        )}
        <Card
          size="small"
          title={t('shared:diagnosis.history')}
          extra={
            can('diagnosis', 'export') && (
              <Button size="small" data-testid="diagnosis-export" onClick={() => void exportXlsx()}>
                {t('shared:diagnosis.export')}
              </Button>
            )
          }
        >
          <Table
            data-testid="diagnosis-history"
            size="small"
            rowKey="id"
            loading={history.isFetching}
            dataSource={history.data?.items ?? []}
            pagination={{
              current: page,
              pageSize: 10,
              total: history.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              {
                title: t('shared:diagnosis.time'),
                dataIndex: 'createdAt',
                render: (v: number) => formatTime(v),
              },
              { title: t('shared:diagnosis.vin'), dataIndex: 'vin' },
              {
                title: t('shared:diagnosis.protocol'),
                dataIndex: 'protocol',
                render: (p: string, r) => `${p} / ${r.groupKey}`,
              },
              {
                title: t('shared:diagnosis.status'),
                dataIndex: 'statusCode',
                render: (code: number, r) => `${code} ${localize(COMMAND_STATUS_TEXTS[r.status])}`,
              },
              { title: t('shared:diagnosis.faultCount'), dataIndex: 'faultCount' },
              { title: t('shared:diagnosis.operator'), dataIndex: 'userName' },
              {
                title: '',
                key: 'view',
                render: (_: unknown, r) => (
                  <Button
                    type="link"
                    size="small"
                    data-testid={`diagnosis-view-${r.id}`}
                    onClick={() => setShown(r)}
                  >
                    {t('shared:diagnosis.view')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Space>
    </div>
  );
}
