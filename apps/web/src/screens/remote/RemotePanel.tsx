import { useCallback, useEffect, useState } from 'react';
import { Alert, AutoComplete, Button, Card, Descriptions, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { allScreens } from '@chelian/contracts';
import {
  COMMAND_CODE_TEXTS,
  COMMAND_STATUS_TEXTS,
  CONTROL_KINDS,
  PREHEAT_TYPES,
  RESERVE_CAPACITIES,
  WIND_LEVELS,
  type ControlCommandState,
  type ControlKind,
  type ControlPayload,
} from '@chelian/contracts/control';
import { commandResult, controlQuery, controlVehicles, sendControl, sendWakeSms } from '../../api/control';
import { useCommandResult } from '../../api/commandSocket';
import type { CommandPush } from '../../api/ws';
import { localize } from '../../engine/text';
import { useCan } from '../../hooks/useCan';
import { ARGUMENT_LABELS, CONTROL_BUTTONS, PANEL_TEXT, PREHEAT_TYPE_LABELS, controlsOf } from './controls';

const FINAL_CODES = new Set([1, 2, 5, 6, 7]);

/**
 * One remote-control panel (spec 001 section 2, remote-control groups): pick a vehicle, send its
 * controls through the signed client, and see each result pushed over the websocket by checkId.
 */
export function RemotePanel({ group }: { group: string }) {
  const screen = allScreens.find((s) => s.key === `remote/${group}`);
  const can = useCan();
  const mayControl = !!screen && can(screen.module, 'update');
  const [keyword, setKeyword] = useState('');
  const [vin, setVin] = useState<string | null>(null);
  const [args, setArgs] = useState({ windLevel: 3, capacity: 90, preheatType: 1 });
  const [result, setResult] = useState<ControlCommandState | null>(null);
  const [sending, setSending] = useState(false);
  const [wake, setWake] = useState<{ checkId: string; status: string } | null>(null);
  const kinds = controlsOf(group);
  const testId = (suffix: string) => `remote-${group}-${suffix}`;

  const options = useQuery({ queryKey: ['control', 'vehicles', keyword], queryFn: () => controlVehicles(keyword) });
  const vehicle = useQuery({ queryKey: ['control', 'query', vin], queryFn: () => controlQuery(vin!), enabled: !!vin });

  // a result may be final before the subscription starts: read it once after subscribing
  const checkId = result?.checkId ?? null;
  const onPush = useCallback((push: CommandPush) => {
    setResult((r) => (r ? { ...r, status: String(push.status ?? r.status), statusCode: Number(push.statusCode ?? r.statusCode), final: FINAL_CODES.has(Number(push.statusCode)) } : r));
  }, []);
  useCommandResult(checkId, onPush);
  const onWake = useCallback((push: CommandPush) => setWake((w) => (w ? { ...w, status: String(push.status ?? w.status) } : w)), []);
  useCommandResult(wake?.checkId ?? null, onWake);
  useEffect(() => {
    if (wake?.status === 'woken') void vehicle.refetch();
    // the panel's vehicle is read again once the terminal is back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wake?.status]);
  const wakeUp = async () => {
    if (!vin) return;
    try {
      const sent = await sendWakeSms(vin);
      setWake({ checkId: sent.checkId, status: sent.status });
    } catch {
      // the client already showed the server's message
    }
  };
  useEffect(() => {
    if (!checkId) return;
    commandResult(checkId)
      .then((s) => setResult((r) => (r && r.checkId === s.checkId && !r.final ? s : r)))
      .catch(() => undefined);
  }, [checkId]);
  useEffect(() => {
    if (result?.final || result?.statusCode === 4) void vehicle.refetch();
    // refresh the recent list once per outcome
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result?.final, result?.statusCode]);

  const send = async (kind: ControlKind, action: 'on' | 'off') => {
    if (!vin) return;
    const payload: ControlPayload = { vin, action };
    const argument = CONTROL_BUTTONS[kind].argument;
    if (argument && action === 'on') payload[argument] = args[argument];
    setSending(true);
    try {
      setResult(await sendControl(kind, payload));
    } catch {
      // the client already showed the server's message
    } finally {
      setSending(false);
    }
  };

  const supported = new Set(vehicle.data?.controls ?? []);
  const argumentSelect = (kind: ControlKind) => {
    const argument = CONTROL_BUTTONS[kind].argument;
    if (!argument) return null;
    const values: readonly number[] = argument === 'windLevel' ? WIND_LEVELS : argument === 'capacity' ? RESERVE_CAPACITIES : PREHEAT_TYPES.filter((v) => v > 0);
    return (
      <Space>
        <Typography.Text>{localize(ARGUMENT_LABELS[argument])}</Typography.Text>
        <Select
          data-testid={testId(`${kind}-${argument}`)}
          style={{ width: 120 }}
          value={args[argument]}
          onChange={(v: number) => setArgs((a) => ({ ...a, [argument]: v }))}
          options={values.map((v) => ({ value: v, label: argument === 'preheatType' ? localize(PREHEAT_TYPE_LABELS[v]) : String(v) }))}
        />
      </Space>
    );
  };

  return (
    <div data-testid={`remote-${group}`}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Typography.Text>{localize(PANEL_TEXT.vin)}</Typography.Text>
          <AutoComplete
            data-testid={testId('vin')}
            style={{ width: 320 }}
            placeholder={localize(PANEL_TEXT.vinPlaceholder)}
            value={keyword}
            onSearch={setKeyword}
            onChange={(v: string) => setKeyword(v)}
            onSelect={(v: string) => {
              setKeyword(v);
              setVin(v);
              setResult(null);
              setWake(null);
            }}
            options={(options.data ?? []).map((o) => ({ value: o.vin, label: `${o.vin}${o.plate ? ` (${o.plate})` : ''}` }))}
          />
          {vehicle.data && (
            <Tag data-testid={testId('online')} data-online={String(vehicle.data.online)} color={vehicle.data.online ? 'green' : 'default'}>
              {localize(vehicle.data.online ? PANEL_TEXT.online : PANEL_TEXT.offline)}
            </Tag>
          )}
          {vehicle.data && !vehicle.data.online && vehicle.data.hasTerminal && can('remoteControl', 'update') && (
            <Button size="small" data-testid={testId('sms')} onClick={() => void wakeUp()}>
              {localize(PANEL_TEXT.smsWake)}
            </Button>
          )}
          {wake && wake.checkId && (
            <Tag data-testid={testId('sms-status')} data-status={wake.status} color={wake.status === 'woken' ? 'green' : 'blue'}>
              {localize(wake.status === 'woken' ? PANEL_TEXT.smsWoken : PANEL_TEXT.smsSent)}
            </Tag>
          )}
        </Space>
        {!vin && <Alert type="info" message={localize(PANEL_TEXT.pickVehicle)} showIcon />}
        {vin &&
          kinds.map((kind) => {
            const buttons = CONTROL_BUTTONS[kind];
            const offered = !vehicle.data || supported.has(kind);
            return (
              <Card key={kind} size="small" title={localize(CONTROL_KINDS[kind].name)} data-testid={testId(kind)}>
                <Space wrap>
                  {argumentSelect(kind)}
                  {mayControl && (
                    <Button type="primary" data-testid={testId(`${kind}-on`)} disabled={!offered || sending} onClick={() => void send(kind, 'on')}>
                      {localize(buttons.on)}
                    </Button>
                  )}
                  {mayControl && buttons.off && (
                    <Button data-testid={testId(`${kind}-off`)} disabled={!offered || sending} onClick={() => void send(kind, 'off')}>
                      {localize(buttons.off)}
                    </Button>
                  )}
                  {!offered && <Tag color="orange">{localize(PANEL_TEXT.unsupported)}</Tag>}
                </Space>
              </Card>
            );
          })}
        {result && (
          <Card size="small" title={localize(PANEL_TEXT.result)} data-testid="remote-result" data-code={result.statusCode} data-final={String(result.final)}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={localize(PANEL_TEXT.checkId)}>
                <span data-testid="remote-result-checkid">{result.checkId}</span>
              </Descriptions.Item>
              <Descriptions.Item label={localize(CONTROL_KINDS[result.kind as ControlKind]?.name ?? PANEL_TEXT.result)}>
                <Tag data-testid="remote-result-code" color={result.statusCode === 5 ? 'green' : result.final ? 'red' : 'blue'}>
                  {result.statusCode} {localize(COMMAND_CODE_TEXTS[result.statusCode])}
                </Tag>
                <span data-testid="remote-result-status">{localize(COMMAND_STATUS_TEXTS[result.status])}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </Space>
    </div>
  );
}
