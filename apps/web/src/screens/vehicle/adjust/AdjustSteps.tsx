import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Input, Space, Steps, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CallSpec } from '@chelian/contracts/call';
import {
  ADJUST_ACTION_TEXTS,
  ADJUST_CALLS,
  ADJUST_OUTCOME_TEXTS,
  ADJUST_STATUS_TEXTS,
  ADJUST_STEPS,
  ADJUST_STEP_TEXTS,
  type AdjustAction,
  type AdjustStepState,
} from '@chelian/contracts/adjust';
import type { BaseCatalogue } from '@chelian/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/http';
import { localize } from '../../../engine/text';
import { useCan } from '../../../hooks/useCan';
import { formatTime } from '../../../utils/format';

const STATUS_COLOURS = {
  PENDING: 'default',
  ADJUSTING: 'processing',
  FINISHED: 'success',
  CANCELLED: 'warning',
} as const;

interface LockCommandRow {
  checkId: string;
  cmd: string;
  statusText: string;
  lockStatusText: string;
  sentAt: number;
  operatorName: string | null;
}

interface LogRow {
  id: number;
  action: AdjustAction;
  outcome: 'OK' | 'REFUSED';
  step: string | null;
  message: string | null;
  operatorName: string | null;
  createdAt: number;
}

const time = (ms: number) => formatTime(ms);

/**
 * The steps of one adjust task (hidden screen vehicle/adjust-steps, opened from the list with
 * ?id= or ?vin=): confirm, then lock, GB data, customer and finish, each checked on the server
 * against the vehicle's live state; the checks refresh while the task is in progress.
 */
export default function AdjustSteps() {
  const { t } = useTranslation(['translation', 'shared']);
  const [params] = useSearchParams();
  const can = useCan();
  const mayAct = can('adjustSteps', 'update');
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [customer, setCustomer] = useState({ customerName: '', customerPhone: '' });
  const idParam = Number(params.get('id')) || null;
  const vin = params.get('vin');

  const state = useQuery({
    queryKey: ['adjust', 'state', idParam, vin],
    queryFn: () =>
      idParam
        ? callApi<AdjustStepState>(ADJUST_CALLS.stepState, { id: idParam })
        : callApi<AdjustStepState>(ADJUST_CALLS.stepOfVin, {}, { params: { vin: vin! } }),
    enabled: !!idParam || !!vin,
    refetchInterval: (q) => (q.state.data?.status === 'ADJUSTING' ? 2000 : false),
  });
  const task = state.data;
  const id = task?.id ?? null;
  const detail = useQuery({
    queryKey: ['adjust', 'detail', id, task?.step, task?.status],
    queryFn: () => callApi<{ logs: LogRow[] }>(ADJUST_CALLS.detail, { id }),
    enabled: id !== null && can('adjust', 'view'),
  });
  const lockLog = useQuery({
    queryKey: ['adjust', 'lockLog', id],
    queryFn: () => callApi<LockCommandRow[]>(ADJUST_CALLS.stepLockLog, { id }),
    enabled: id !== null && task?.step === 'LOCK',
    refetchInterval: task?.step === 'LOCK' ? 2000 : false,
  });

  const run = async (key: string, call: CallSpec, body: Record<string, unknown> = {}) => {
    setBusy(key);
    try {
      await callApi(call, { id, ...body });
    } catch {
      // the client showed the server's message, naming what failed
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: ['adjust'] });
    }
  };
  const button = (
    key: string,
    label: keyof BaseCatalogue['screens']['adjust'],
    call: CallSpec,
    body?: Record<string, unknown>,
    primary = false,
  ) => (
    <Button
      key={key}
      data-testid={`adjust-step-${key}`}
      type={primary ? 'primary' : 'default'}
      disabled={!mayAct}
      loading={busy === key}
      onClick={() => void run(key, call, body)}
    >
      {t(`shared:screens.adjust.${label}`)}
    </Button>
  );

  if (!idParam && !vin)
    return <Empty data-testid="adjust-steps-empty" description={t('shared:screens.adjust.noTask')} />;
  if (!task) return <Card loading={state.isLoading} data-testid="adjust-steps" />;

  const stepPanel = () => {
    if (task.status === 'PENDING')
      return (
        <Space>
          <Button
            data-testid="adjust-step-confirm"
            type="primary"
            disabled={!can('adjust', 'confirm')}
            loading={busy === 'confirm'}
            onClick={() => void run('confirm', ADJUST_CALLS.confirm)}
          >
            {t('shared:screens.adjust.confirm')}
          </Button>
        </Space>
      );
    if (task.status !== 'ADJUSTING' || !task.step) return null;
    const hint = {
      LOCK: 'shared:screens.adjust.lockHint',
      GB4: 'shared:screens.adjust.gbHint',
      CUSTOMER: 'shared:screens.adjust.customerHint',
      FINISH: 'shared:screens.adjust.finishHint',
    } as const;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t(hint[task.step])} />
        {task.step === 'LOCK' && (
          <>
            <Space>
              {button('lock', 'lock', ADJUST_CALLS.stepLock, { action: 'lock' })}
              {button('unlock', 'unlock', ADJUST_CALLS.stepLock, { action: 'unlock' })}
            </Space>
            <Table<LockCommandRow>
              data-testid="adjust-lock-log"
              size="small"
              rowKey="checkId"
              pagination={false}
              dataSource={lockLog.data ?? []}
              columns={[
                {
                  title: t('shared:screens.adjust.lockLog'),
                  dataIndex: 'cmd',
                  render: (cmd: string) =>
                    t(cmd === 'lock' ? 'shared:screens.adjust.lock' : 'shared:screens.adjust.unlock'),
                },
                { title: t('shared:screens.adjust.status'), dataIndex: 'statusText' },
                { title: t('shared:screens.adjust.outcome'), dataIndex: 'lockStatusText' },
                { title: t('shared:screens.adjust.time'), dataIndex: 'sentAt', render: time },
                { title: t('shared:screens.adjust.operator'), dataIndex: 'operatorName' },
              ]}
            />
          </>
        )}
        {task.step === 'GB4' && <Space>{button('gb4', 'checkGb', ADJUST_CALLS.stepGb4)}</Space>}
        {task.step === 'CUSTOMER' && (
          <Space wrap>
            <Input
              data-testid="adjust-customer-name"
              placeholder={t('shared:screens.adjust.customerName')}
              value={customer.customerName}
              maxLength={50}
              onChange={(e) => setCustomer((c) => ({ ...c, customerName: e.target.value }))}
            />
            <Input
              data-testid="adjust-customer-phone"
              placeholder={t('shared:screens.adjust.customerPhone')}
              value={customer.customerPhone}
              maxLength={20}
              onChange={(e) => setCustomer((c) => ({ ...c, customerPhone: e.target.value }))}
            />
            {button(
              'customer',
              'saveCustomer',
              ADJUST_CALLS.stepCustomer,
              Object.fromEntries(Object.entries(customer).filter(([, v]) => v.trim() !== '')),
            )}
          </Space>
        )}
        <div data-testid="adjust-checks">
          {task.checks.map((c) => (
            <div key={c.key} data-testid={`adjust-check-${c.key}`} data-ok={String(c.ok)}>
              <Tag color={c.ok ? 'success' : 'error'}>{c.ok ? '✓' : '✗'}</Tag>
              {c.message}
            </div>
          ))}
        </div>
        <Space>
          {task.stepIndex > 0 && button('previous', 'previous', ADJUST_CALLS.previous)}
          {task.step !== 'FINISH' && button('next', 'next', ADJUST_CALLS.next, undefined, true)}
          {task.step === 'FINISH' && button('finish', 'finish', ADJUST_CALLS.stepFinish, undefined, true)}
        </Space>
      </Space>
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="adjust-steps">
      <Card>
        <Descriptions size="small" column={4}>
          <Descriptions.Item label="VIN">{task.vin}</Descriptions.Item>
          <Descriptions.Item label={t('shared:screens.adjust.status')}>
            <Tag data-testid="adjust-status" data-status={task.status} color={STATUS_COLOURS[task.status]}>
              {localize(ADJUST_STATUS_TEXTS[task.status])}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('shared:screens.adjust.adjuster')}>
            {task.adjusterName}
          </Descriptions.Item>
          <Descriptions.Item label={t('shared:screens.adjust.customerName')}>
            {task.customer.name ?? '-'}
          </Descriptions.Item>
        </Descriptions>
        <Steps
          data-testid="adjust-steps-bar"
          data-step={task.step ?? ''}
          style={{ marginTop: 16 }}
          current={task.status === 'FINISHED' ? ADJUST_STEPS.length : Math.max(0, task.stepIndex)}
          status={task.status === 'CANCELLED' ? 'error' : undefined}
          items={ADJUST_STEPS.map((s) => ({ title: localize(ADJUST_STEP_TEXTS[s]) }))}
        />
      </Card>
      <Card title={task.step ? localize(ADJUST_STEP_TEXTS[task.step]) : t('shared:screens.adjust.steps')}>
        {stepPanel()}
      </Card>
      {detail.data && (
        <Card title={t('shared:screens.adjust.log')}>
          <Table<LogRow>
            data-testid="adjust-log"
            size="small"
            rowKey="id"
            pagination={{ pageSize: 10 }}
            dataSource={detail.data.logs}
            columns={[
              { title: t('shared:screens.adjust.time'), dataIndex: 'createdAt', render: time },
              {
                title: t('shared:screens.adjust.action'),
                dataIndex: 'action',
                render: (a: AdjustAction) => localize(ADJUST_ACTION_TEXTS[a]),
              },
              {
                title: t('shared:screens.adjust.outcome'),
                dataIndex: 'outcome',
                render: (o: LogRow['outcome']) => (
                  <Tag color={o === 'OK' ? 'success' : 'error'}>{localize(ADJUST_OUTCOME_TEXTS[o])}</Tag>
                ),
              },
              { title: t('shared:screens.adjust.details'), dataIndex: 'message' },
              { title: t('shared:screens.adjust.operator'), dataIndex: 'operatorName' },
            ]}
          />
        </Card>
      )}
    </Space>
  );
}
