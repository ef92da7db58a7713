import { useState } from 'react';
import {
  App,
  AutoComplete,
  Button,
  Card,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type ButtonProps,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMAND_CODE_TEXTS } from '@chelian/contracts/control';
import {
  TERMINAL_CONTROLS,
  TERMINAL_PARAMS,
  type TerminalTaskResult,
} from '@chelian/contracts/terminalParams';
import { controlVehicles } from '../../api/control';
import { changeVin, readParams, sendTerminalControl, setParams } from '../../api/terminalParams';
import { localize } from '../../engine/text';
import { useCan } from '../../hooks/useCan';

type Value = number | string;

/**
 * Reads a vehicle's terminal parameters (0x80), sends the changed ones (0x81, checked by the
 * server against each parameter's range) and terminal control (0x82). Each call waits for the
 * terminal's answer and shows its result code.
 */
export function TerminalParamsPanel({ onTask }: { onTask?: () => void }) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const can = useCan();
  const mayChange = can('paramsQuery', 'update');
  const [keyword, setKeyword] = useState('');
  const [vin, setVin] = useState<string | null>(null);
  const [current, setCurrent] = useState<Record<number, Value>>({});
  const [edits, setEdits] = useState<Record<number, Value | null>>({});
  const [outcome, setOutcome] = useState<TerminalTaskResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [control, setControl] = useState({ commandId: 6, level: 1, url: '' });
  const options = useQuery({
    queryKey: ['control', 'vehicles', keyword],
    queryFn: () => controlVehicles(keyword),
  });
  const mayChangeVin = can('vehicleList', 'update');
  const [newVin, setNewVin] = useState<string | null>(null);

  const submitVin = async () => {
    if (!vin || !newVin) return;
    try {
      const changed = await changeVin(vin, newVin.trim().toUpperCase());
      message.success(
        t('shared:screens.terminalParams.vinChanged', { old: changed.oldVin, vin: changed.vin }),
      );
      setVin(changed.vin);
      setKeyword(changed.vin);
      setNewVin(null);
      onTask?.();
    } catch {
      // the client showed the server's message
    }
  };

  const run = async (call: () => Promise<TerminalTaskResult>) => {
    setBusy(true);
    try {
      const result = await call();
      setOutcome(result);
      if (result.params)
        setCurrent((c) => ({ ...c, ...Object.fromEntries(result.params!.map((p) => [p.id, p.value])) }));
      onTask?.();
      return result;
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const params = Object.entries(edits)
      .filter(([, v]) => v !== null && v !== '' && v !== undefined)
      .map(([id, value]) => ({ id: Number(id), value: value as Value }));
    if (!params.length) {
      message.info(t('shared:screens.terminalParams.noChange'));
      return;
    }
    const result = await run(() => setParams(vin!, params));
    if (result?.statusCode === 5) setEdits({});
  };

  const rows = TERMINAL_PARAMS.filter((p) => !p.derived);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="terminal-params">
      <Modal
        open={newVin !== null}
        title={`${t('shared:screens.terminalParams.changeVin')}: ${vin ?? ''}`}
        onCancel={() => setNewVin(null)}
        onOk={() => void submitVin()}
        okButtonProps={{ 'data-testid': 'terminal-params-new-vin-submit' } as ButtonProps}
        destroyOnHidden
      >
        <div>{t('shared:screens.terminalParams.newVin')}</div>
        <Input
          data-testid="terminal-params-new-vin"
          maxLength={17}
          value={newVin ?? ''}
          onChange={(e) => setNewVin(e.target.value)}
        />
      </Modal>
      <Space wrap>
        <Typography.Text>{t('shared:screens.remote.panel.vin')}</Typography.Text>
        <AutoComplete
          data-testid="terminal-params-vin"
          style={{ width: 320 }}
          placeholder={t('shared:screens.remote.panel.vinPlaceholder')}
          value={keyword}
          onSearch={setKeyword}
          onChange={(v: string) => setKeyword(v)}
          onSelect={(v: string) => {
            setKeyword(v);
            setVin(v);
            setCurrent({});
            setEdits({});
            setOutcome(null);
          }}
          options={(options.data ?? []).map((o) => ({
            value: o.vin,
            label: `${o.vin}${o.plate ? ` (${o.plate})` : ''}`,
          }))}
        />
        <Button
          data-testid="terminal-params-read"
          disabled={!vin || busy}
          onClick={() => void run(() => readParams(vin!))}
        >
          {t('shared:screens.terminalParams.read')}
        </Button>
        {mayChange && (
          <Button
            type="primary"
            data-testid="terminal-params-save"
            disabled={!vin || busy}
            onClick={() => void save()}
          >
            {t('shared:screens.terminalParams.save')}
          </Button>
        )}
        {mayChangeVin && (
          <Button
            data-testid="terminal-params-change-vin"
            disabled={!vin || busy}
            onClick={() => setNewVin('')}
          >
            {t('shared:screens.terminalParams.changeVin')}
          </Button>
        )}
        {outcome && (
          <Tag
            data-testid="terminal-params-outcome"
            data-code={outcome.statusCode}
            color={outcome.statusCode === 5 ? 'green' : 'red'}
          >
            {t('shared:screens.terminalParams.outcome')}: {outcome.statusCode}{' '}
            {localize(COMMAND_CODE_TEXTS[outcome.statusCode])}
          </Tag>
        )}
      </Space>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('shared:screens.terminalParams.param'),
            render: (_, p) => `0x${p.id.toString(16).padStart(2, '0').toUpperCase()} ${localize(p.label)}`,
          },
          {
            title: t('shared:screens.terminalParams.value'),
            render: (_, p) => <span data-testid={`terminal-param-value-${p.id}`}>{current[p.id] ?? ''}</span>,
          },
          {
            title: t('shared:screens.terminalParams.newValue'),
            render: (_, p) =>
              p.kind === 'byte' || p.kind === 'word' ? (
                <InputNumber
                  data-testid={`terminal-param-input-${p.id}`}
                  disabled={!mayChange}
                  value={(edits[p.id] as number | null | undefined) ?? null}
                  onChange={(v) => setEdits((e) => ({ ...e, [p.id]: v }))}
                />
              ) : (
                <Input
                  data-testid={`terminal-param-input-${p.id}`}
                  disabled={!mayChange}
                  style={{ width: 220 }}
                  value={(edits[p.id] as string | undefined) ?? ''}
                  onChange={(e) => setEdits((x) => ({ ...x, [p.id]: e.target.value }))}
                />
              ),
          },
        ]}
      />
      {mayChange && (
        <Card size="small" title={t('shared:screens.terminalParams.control')}>
          <Space wrap>
            <Select
              data-testid="terminal-control-command"
              style={{ width: 220 }}
              value={control.commandId}
              onChange={(commandId: number) => setControl((c) => ({ ...c, commandId }))}
              options={TERMINAL_CONTROLS.map((c) => ({ value: c.id, label: localize(c.label) }))}
            />
            {control.commandId === 6 && (
              <Space>
                {t('shared:screens.terminalParams.level')}
                <InputNumber
                  min={0}
                  max={3}
                  value={control.level}
                  onChange={(level) => setControl((c) => ({ ...c, level: level ?? 0 }))}
                />
              </Space>
            )}
            {control.commandId === 1 && (
              <Input
                style={{ width: 320 }}
                placeholder={t('shared:screens.terminalParams.url')}
                value={control.url}
                onChange={(e) => setControl((c) => ({ ...c, url: e.target.value }))}
              />
            )}
            <Button
              data-testid="terminal-control-send"
              disabled={!vin || busy}
              onClick={() => void run(() => sendTerminalControl(vin!, control))}
            >
              {t('shared:screens.terminalParams.send')}
            </Button>
          </Space>
        </Card>
      )}
    </Space>
  );
}
