import { useEffect, useState, type Key, type ReactNode } from 'react';
import { App, Button, Drawer, Input, Modal, Space, Table, Tag, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '@chelian/contracts/resource';
import {
  ALARM_CALLS,
  ALARM_HANDLE_CONTENT_MAX,
  gbAlarmSpec,
  vehicleAlarmSpec,
  type AlarmFrame,
  type AlarmKind,
  type AlarmSort,
} from '@chelian/contracts/resources/alarm/records';
import { terminalAlarmInfoSpec } from '@chelian/contracts/resources/alarm/terminal';
import { callApi } from '../../api/http';
import { ResourceScreen, useDictionaryLabels, type Row } from '../../engine';
import type { ListController } from '../../engine/controllers';
import { useCan } from '../../hooks/useCan';
import { useSubmit } from '../../hooks/useSubmit';
import { formatTime } from '../../utils/format';

const CALLS = {
  gb: { handle: ALARM_CALLS.gbHandle, end: ALARM_CALLS.gbBatchEnd, sort: ALARM_CALLS.gbSort },
  vehicle: {
    handle: ALARM_CALLS.vehicleHandle,
    end: ALARM_CALLS.vehicleBatchEnd,
    sort: ALARM_CALLS.vehicleSort,
  },
  terminal: {
    handle: ALARM_CALLS.terminalHandle,
    end: ALARM_CALLS.terminalBatchEnd,
    sort: ALARM_CALLS.terminalSort,
  },
} as const;

const SPECS: Record<AlarmKind, ResourceSpec> = {
  gb: gbAlarmSpec,
  vehicle: vehicleAlarmSpec,
  // the open ones by default; the history tab passes its own
  terminal: terminalAlarmInfoSpec,
};

/** Handling content for one or more alarms, with the notes used most often a click away. */
function HandleDialog({
  kind,
  ids,
  onClose,
  onDone,
}: {
  kind: AlarmKind;
  ids: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [content, setContent] = useState('');
  const [advice, setAdvice] = useState<string[]>([]);
  const { busy, run } = useSubmit();
  useEffect(() => {
    callApi<string[]>(ALARM_CALLS.gbAdvice, undefined, { silent: true })
      .then(setAdvice)
      .catch(() => undefined);
  }, []);
  const submit = () =>
    run(async () => {
      const r = await callApi<{ updated: number }>(CALLS[kind].handle, { ids, content });
      message.success(t('alarm.handled', { count: r.updated }));
      onDone();
      onClose();
    });
  return (
    <Modal
      open
      title={ids.length > 1 ? t('alarm.batchHandle') : t('alarm.handle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ disabled: !content.trim(), 'data-testid': 'alarm-handle-ok' } as never}
    >
      <Typography.Paragraph type="secondary">{t('alarm.content')}</Typography.Paragraph>
      <Input.TextArea
        data-testid="alarm-handle-content"
        rows={4}
        maxLength={ALARM_HANDLE_CONTENT_MAX}
        showCount
        value={content}
        placeholder={t('alarm.contentPlaceholder')}
        onChange={(e) => setContent(e.target.value)}
      />
      {advice.length > 0 ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{t('alarm.advice')}</Typography.Text>
          <div style={{ marginTop: 4 }}>
            {advice.map((a) => (
              <Tag key={a} style={{ cursor: 'pointer', marginBottom: 4 }} onClick={() => setContent(a)}>
                {a}
              </Tag>
            ))}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

/** The frames that carried a GB alarm (the secondary page). */
function FramesDrawer({ alarm, onClose }: { alarm: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useDictionaryLabels();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: AlarmFrame[]; total: number }>({ items: [], total: 0 });
  useEffect(() => {
    if (!alarm) return;
    callApi<{ items: AlarmFrame[]; total: number }>(ALARM_CALLS.gbFrames, {
      id: alarm.id,
      page,
      pageSize: 20,
    })
      .then(setData)
      .catch(() => undefined);
  }, [alarm, page]);
  return (
    <Drawer
      open={alarm !== null}
      size={900}
      title={t('alarm.framesTitle', { vin: String(alarm?.vin ?? '') })}
      onClose={onClose}
      destroyOnHidden
    >
      <Table<AlarmFrame>
        data-testid="alarm-frames"
        rowKey="frameTime"
        size="small"
        dataSource={data.items}
        pagination={{ current: page, total: data.total, pageSize: 20, onChange: setPage }}
        columns={[
          { title: t('alarm.frameTime'), dataIndex: 'frameTime', render: (v: number) => formatTime(v) },
          {
            title: t('alarm.kind'),
            dataIndex: 'reissue',
            render: (v: boolean) => (v ? t('alarm.reissue') : t('alarm.realtime')),
          },
          {
            title: t('alarm.level'),
            dataIndex: 'alarmLevel',
            render: (v: number | null) => (v === null ? '-' : (label('alarmRuleLevel', String(v)) ?? v)),
          },
          {
            title: t('alarm.flags'),
            dataIndex: 'flagNames',
            render: (v: string[]) => v.map((f) => label('gbAlarmFlag', f) ?? f).join('、') || '-',
          },
          { title: t('alarm.speed'), dataIndex: 'speed' },
          { title: t('alarm.soc'), dataIndex: 'soc' },
        ]}
      />
    </Drawer>
  );
}

/** Handling content from a sheet of (alarm number, content) rows. */
function ImportDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useSubmit();
  const submit = () =>
    run(async () => {
      if (!file) return;
      const form = new FormData();
      form.append('file', file, file.name);
      const r = await callApi<{ updated: number }>(ALARM_CALLS.gbImport, form);
      message.success(t('alarm.handled', { count: r.updated }));
      onDone();
      onClose();
    });
  return (
    <Modal
      open
      title={t('alarm.importContent')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ disabled: !file }}
    >
      <Typography.Paragraph type="secondary">{t('alarm.importHelp')}</Typography.Paragraph>
      <Upload
        accept=".xlsx"
        maxCount={1}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button>{t('alarm.chooseFile')}</Button>
      </Upload>
    </Modal>
  );
}

/**
 * One alarm list (GB, vehicle or terminal): handling of a row or the selection, ending, and the
 * GB frames. `spec` names another list of the same alarms (the terminal alarms' history);
 * `children` renders under the list (the live refresh).
 */
export function AlarmList({
  kind,
  spec = SPECS[kind],
  autoRefresh = true,
  children,
}: {
  kind: AlarmKind;
  spec?: ResourceSpec;
  /** false where `children` refresh the list themselves (LiveRefresh) */
  autoRefresh?: boolean;
  children?: (list: ListController) => ReactNode;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCan();
  const label = useDictionaryLabels();
  const mayHandle = can(spec.module, 'update');
  const [handling, setHandling] = useState<{ ids: number[]; list: ListController } | null>(null);
  const [frames, setFrames] = useState<Row | null>(null);
  const [importing, setImporting] = useState<ListController | null>(null);
  const [sort, setSort] = useState<AlarmSort | null>(null);
  const loadSort = () =>
    callApi<AlarmSort>(CALLS[kind].sort, {})
      .then(setSort)
      .catch(() => undefined);
  useEffect(() => {
    void loadSort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selected = (list: ListController): number[] | null => {
    const ids = list.selectedKeys.map((k: Key) => Number(k));
    if (ids.length === 0) {
      message.warning(t('alarm.selectFirst'));
      return null;
    }
    return ids;
  };
  const end = (ids: number[], list: ListController) =>
    modal.confirm({
      title: t('alarm.end'),
      content: t('alarm.endConfirm', { count: ids.length }),
      okButtonProps: { 'data-testid': 'alarm-end-ok' } as never,
      onOk: async () => {
        const r = await callApi<{ updated: number }>(CALLS[kind].end, { ids: ids.join(',') });
        message.success(t('alarm.ended', { count: r.updated }));
        list.clearSelection();
        await list.refresh();
        void loadSort();
      },
    });
  const done = (list: ListController) => () => {
    list.clearSelection();
    void list.refresh();
    void loadSort();
  };

  return (
    <>
      {sort ? (
        <Typography.Paragraph data-testid={`alarm-sort-${kind}`} type="secondary">
          {t('alarm.sort', { open: sort.open, unhandled: sort.unhandled })}
        </Typography.Paragraph>
      ) : null}
      <ResourceScreen
        spec={spec}
        autoRefresh={autoRefresh}
        fields={
          kind === 'vehicle'
            ? {
                // a model threshold's rule is its alarm item, named by the thresholds' dictionary
                ruleName: {
                  render: (v, row) =>
                    row.source === 'MODEL' ? (label('alarmItem', v) ?? String(v)) : String(v ?? ''),
                },
              }
            : undefined
        }
        toolbar={{
          extra: (list) =>
            mayHandle ? (
              <Space>
                <Button
                  data-testid={`alarm-${kind}-batch-handle`}
                  onClick={() => {
                    const ids = selected(list);
                    if (ids) setHandling({ ids, list });
                  }}
                >
                  {t('alarm.batchHandle')}
                </Button>
                <Button
                  data-testid={`alarm-${kind}-batch-end`}
                  onClick={() => {
                    const ids = selected(list);
                    if (ids) end(ids, list);
                  }}
                >
                  {t('alarm.batchEnd')}
                </Button>
                {kind === 'gb' && can(spec.module, 'import') ? (
                  <Button onClick={() => setImporting(list)}>{t('alarm.importContent')}</Button>
                ) : null}
              </Space>
            ) : null,
        }}
        rowActions={(row, list) => (
          <Space size={0}>
            {mayHandle && row.handleStatus !== 'DONE' ? (
              <Button
                type="link"
                size="small"
                data-testid={`alarm-${kind}-handle-${String(row.id)}`}
                onClick={() => setHandling({ ids: [Number(row.id)], list })}
              >
                {t('alarm.handle')}
              </Button>
            ) : null}
            {mayHandle && row.handleStatus !== 'DONE' ? (
              <Button
                type="link"
                size="small"
                data-testid={`alarm-${kind}-end-${String(row.id)}`}
                onClick={() => end([Number(row.id)], list)}
              >
                {t('alarm.end')}
              </Button>
            ) : null}
            {kind === 'gb' ? (
              <Button type="link" size="small" onClick={() => setFrames(row)}>
                {t('alarm.frames')}
              </Button>
            ) : null}
          </Space>
        )}
      >
        {children}
      </ResourceScreen>
      {handling ? (
        <HandleDialog
          kind={kind}
          ids={handling.ids}
          onClose={() => setHandling(null)}
          onDone={done(handling.list)}
        />
      ) : null}
      {importing ? <ImportDialog onClose={() => setImporting(null)} onDone={done(importing)} /> : null}
      <FramesDrawer alarm={frames} onClose={() => setFrames(null)} />
    </>
  );
}
