import { useState } from 'react';
import { Alert, App, Descriptions, Input, Modal, Table, Tag, type ButtonProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { resourcePath } from '@chelian/contracts';
import { ASSEMBLY_ACTION_TEXTS, type AssemblyTerminal } from '@chelian/contracts/adjust';
import { vehicleAssemblySpec } from '@chelian/contracts/resources/adjust/assembly';
import { http } from '../../../api/http';
import type { ActionDialogProps } from '../../../engine';
import { localize } from '../../../engine/text';
import { ADJUST_TEXT } from './adjustText';
import { AdjusterDialog } from './AdjusterDialog';
import { useSubmit } from '../../../hooks/useSubmit';

/** The terminal of a code as the server knows it: model, SIM card, free or the vehicle it is on. */
export function TerminalLookup({ code }: { code: string }) {
  const trimmed = code.trim();
  const found = useQuery({
    queryKey: ['assembly', 'terminal', trimmed],
    queryFn: () =>
      http.get<AssemblyTerminal>(
        resourcePath(vehicleAssemblySpec, `terminal/${encodeURIComponent(trimmed)}`),
        undefined,
        { silent: true },
      ),
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
  const t = found.data;
  return (
    <Descriptions size="small" column={1} style={{ marginTop: 12 }} data-testid="assembly-terminal-info">
      <Descriptions.Item label={localize(ADJUST_TEXT.terminalModel)}>{t.modelName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={localize(ADJUST_TEXT.sim)}>
        {[t.iccid, t.msisdn].filter(Boolean).join(' / ') || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={localize(ADJUST_TEXT.status)}>
        <Tag
          data-testid="assembly-terminal-free"
          data-free={String(t.free)}
          color={t.free ? 'success' : 'warning'}
        >
          {t.free ? localize(ADJUST_TEXT.free) : localize(ADJUST_TEXT.boundTo).replace('{vin}', t.vin ?? '')}
        </Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Another terminal for an assembly: change/assembly before it is fitted, reassembly after. */
export function AssemblyTerminalDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [remark, setRemark] = useState('');
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      await http.post(resourcePath(controller.spec, action.path), {
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
      <div>{localize(ADJUST_TEXT.terminalCode)}</div>
      <Input
        data-testid="assembly-terminal-code"
        value={code}
        maxLength={64}
        onChange={(e) => setCode(e.target.value)}
      />
      <TerminalLookup code={code} />
      <div style={{ marginTop: 12 }}>{localize(ADJUST_TEXT.remark)}</div>
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
  const { message } = App.useApp();
  const send = async (adjusterId: number | null) => {
    await http.post(resourcePath(vehicleAssemblySpec, 'finish/adjust'), { id, adjusterId });
    message.success(localize(ADJUST_TEXT.finishAdjust));
    await onDone();
  };
  return (
    <AdjusterDialog
      title={localize(ADJUST_TEXT.finishAdjust)}
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
  const log = useQuery({
    queryKey: ['assembly', 'log', id],
    queryFn: () =>
      http.post<{ items: AssemblyLogRow[] }>(resourcePath(vehicleAssemblySpec, 'assembly/log'), {
        id,
        pageSize: 100,
      }),
  });
  return (
    <Modal open width={760} title={localize(ADJUST_TEXT.assemblyLog)} onCancel={onClose} footer={null}>
      <Table<AssemblyLogRow>
        data-testid="assembly-log"
        size="small"
        rowKey="id"
        loading={log.isLoading}
        pagination={false}
        dataSource={log.data?.items ?? []}
        columns={[
          {
            title: localize(ADJUST_TEXT.time),
            dataIndex: 'createdAt',
            render: (ms: number) => new Date(ms).toLocaleString(),
          },
          {
            title: localize(ADJUST_TEXT.action),
            dataIndex: 'action',
            render: (a: AssemblyLogRow['action']) => localize(ASSEMBLY_ACTION_TEXTS[a]),
          },
          { title: localize(ADJUST_TEXT.terminalCode), dataIndex: 'terminalCode' },
          { title: '←', dataIndex: 'oldTerminalCode' },
          { title: localize(ADJUST_TEXT.operator), dataIndex: 'operatorName' },
          { title: localize(ADJUST_TEXT.remark), dataIndex: 'remark' },
        ]}
      />
    </Modal>
  );
}
