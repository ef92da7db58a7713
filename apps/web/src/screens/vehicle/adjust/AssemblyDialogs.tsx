import { useState } from 'react';
import { Alert, App, Descriptions, Input, Modal, Table, Tag, type ButtonProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADJUST_CALLS, ASSEMBLY_ACTION_TEXTS, type AssemblyTerminal } from '@chelian/contracts/adjust';
import { callApi } from '../../../api/http';
import type { ActionDialogProps } from '../../../engine';
import { localize } from '../../../engine/text';
import { AdjusterDialog } from './AdjusterDialog';
import { useSubmit } from '../../../hooks/useSubmit';
import { formatTime } from '../../../utils/format';

/** The terminal of a code as the server knows it: model, SIM card, free or the vehicle it is on. */
export function TerminalLookup({ code }: { code: string }) {
  const { t } = useTranslation(['translation', 'shared']);
  const trimmed = code.trim();
  const found = useQuery({
    queryKey: ['assembly', 'terminal', trimmed],
    queryFn: () =>
      callApi<AssemblyTerminal>(ADJUST_CALLS.assemblyTerminal, undefined, {
        params: { terminalCode: trimmed },
        silent: true,
      }),
    enabled: trimmed.length > 0,
    retry: false,
  });
  if (trimmed && found.error)
    return (
      <Alert
        style={{ marginTop: 12 }}
        type="warning"
        showIcon
        data-testid="assembly-terminal-missing"
        message={found.error.message}
      />
    );
  if (!trimmed || !found.data) return null;
  const terminal = found.data;
  return (
    <Descriptions size="small" column={1} style={{ marginTop: 12 }} data-testid="assembly-terminal-info">
      <Descriptions.Item label={t('shared:screens.adjust.terminalModel')}>
        {terminal.modelName ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('shared:screens.adjust.sim')}>
        {[terminal.iccid, terminal.msisdn].filter(Boolean).join(' / ') || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('shared:screens.adjust.status')}>
        <Tag
          data-testid="assembly-terminal-free"
          data-free={String(terminal.free)}
          color={terminal.free ? 'success' : 'warning'}
        >
          {terminal.free
            ? t('shared:screens.adjust.free')
            : t('shared:screens.adjust.boundTo', { vin: terminal.vin ?? '' })}
        </Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Another terminal for an assembly: change/assembly before it is fitted, reassembly after. */
export function AssemblyTerminalDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [remark, setRemark] = useState('');
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      // one dialog for both: another terminal before the assembly is fitted, or after
      await callApi(action.key === 'reassembly' ? ADJUST_CALLS.reassembly : ADJUST_CALLS.changeAssembly, {
        id: rows[0]!.id,
        terminalCode: code.trim(),
        remark: remark.trim() || undefined,
      });
      message.success(localize(action.label));
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={localize(action.label)}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'assembly-terminal-submit' } as ButtonProps}
    >
      <div>{t('shared:screens.adjust.terminalCode')}</div>
      <Input
        data-testid="assembly-terminal-code"
        value={code}
        maxLength={64}
        onChange={(e) => setCode(e.target.value)}
      />
      <TerminalLookup code={code} />
      <div style={{ marginTop: 12 }}>{t('shared:screens.adjust.remark')}</div>
      <Input
        data-testid="assembly-terminal-remark"
        value={remark}
        maxLength={200}
        onChange={(e) => setRemark(e.target.value)}
      />
    </Modal>
  );
}

/** Finishes a pending assembly and opens an adjust task for the vehicle with the chosen adjuster. */
export function FinishAdjustDialog({
  id,
  onClose,
  onDone,
}: {
  id: number;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const send = async (adjusterId: number | null) => {
    await callApi(ADJUST_CALLS.finishToAdjust, { id, adjusterId });
    message.success(t('shared:screens.adjust.finishAdjust'));
    await onDone();
  };
  return (
    <AdjusterDialog
      title={t('shared:screens.adjust.finishAdjust')}
      testId="assembly-adjust"
      send={send}
      onClose={onClose}
    />
  );
}

interface AssemblyLogRow {
  id: number;
  action: keyof typeof ASSEMBLY_ACTION_TEXTS;
  terminalCode: string | null;
  oldTerminalCode: string | null;
  operatorName: string | null;
  remark: string | null;
  createdAt: number;
}

/** The log of one assembly. */
export function AssemblyLogDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation(['translation', 'shared']);
  const log = useQuery({
    queryKey: ['assembly', 'log', id],
    queryFn: () => callApi<{ items: AssemblyLogRow[] }>(ADJUST_CALLS.assemblyLog, { id, pageSize: 100 }),
  });
  return (
    <Modal open width={760} title={t('shared:screens.adjust.assemblyLog')} onCancel={onClose} footer={null}>
      <Table<AssemblyLogRow>
        data-testid="assembly-log"
        size="small"
        rowKey="id"
        loading={log.isLoading}
        pagination={false}
        dataSource={log.data?.items ?? []}
        columns={[
          {
            title: t('shared:screens.adjust.time'),
            dataIndex: 'createdAt',
            render: (ms: number) => formatTime(ms),
          },
          {
            title: t('shared:screens.adjust.action'),
            dataIndex: 'action',
            render: (a: AssemblyLogRow['action']) => localize(ASSEMBLY_ACTION_TEXTS[a]),
          },
          { title: t('shared:screens.adjust.terminalCode'), dataIndex: 'terminalCode' },
          { title: '←', dataIndex: 'oldTerminalCode' },
          { title: t('shared:screens.adjust.operator'), dataIndex: 'operatorName' },
          { title: t('shared:screens.adjust.remark'), dataIndex: 'remark' },
        ]}
      />
    </Modal>
  );
}
