import { useCallback, useEffect, useState } from 'react';
import { Alert, App, AutoComplete, Button, Card, Descriptions, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allScreens } from '@chelian/contracts';
import {
  COMMAND_CODE_TEXTS,
  COMMAND_STATUS_TEXTS,
  CONTROL_KINDS,
  CONTROL_REFUSAL_TEXTS,
  PREHEAT_TYPES,
  RESERVE_CAPACITIES,
  SEATS,
  SEAT_HEAT_LEVELS,
  SEAT_NAMES,
  WIND_LEVELS,
  type ControlCommandState,
  type ControlKind,
  type ControlPayload,
  controlRefusal,
} from '@chelian/contracts/control';
import {
  carBody,
  commandResult,
  controlQuery,
  controlVehicles,
  sendControl,
  sendWakeSms,
} from '../../api/control';
import { useCommandResult } from '../../api/commandSocket';
import type { CommandPush } from '../../api/ws';
import { localize } from '../../engine/text';
import { useCan } from '../../hooks/useCan';
import { CONFIRMED_CONTROLS, CONTROL_BUTTONS, VALUE_LABELS, controlsOf, type ArgumentName } from './controls';

const FINAL_CODES = new Set([1, 2, 5, 6, 7]);
/** the vehicle is offline: the gateway keeps the command until the terminal logs in */
const QUEUED_CODE = 4;

/**
 * One remote-control panel (one group of controls): pick a vehicle, send its
 * controls through the signed client, and see each result pushed over the websocket by checkId.
 */
export function RemotePanel({ group }: { group: string }) {
  const { t } = useTranslation(['translation', 'shared']);
  const { modal } = App.useApp();
  const screen = allScreens.find((s) => s.key === `remote/${group}`);
  const can = useCan();
  const mayControl = !!screen && can(screen.module, 'update');
  const [keyword, setKeyword] = useState('');
  const [vin, setVin] = useState<string | null>(null);
  const [plate, setPlate] = useState<string | null>(null);
  const [args, setArgs] = useState<Record<ArgumentName, number>>({
    windLevel: 3,
    capacity: 90,
    preheatType: 1,
    seat: 1,
    heatLevel: 2,
  });
  const [result, setResult] = useState<ControlCommandState | null>(null);
  const [sending, setSending] = useState(false);
  const [wake, setWake] = useState<{ checkId: string; status: string } | null>(null);
  const kinds = controlsOf(group);
  const testId = (suffix: string) => `remote-${group}-${suffix}`;

  const options = useQuery({
    queryKey: ['control', 'vehicles', keyword],
    queryFn: () => controlVehicles(keyword),
  });
  const vehicle = useQuery({
    queryKey: ['control', 'query', vin],
    queryFn: () => controlQuery(vin!),
    enabled: !!vin,
  });
  // seat heating shows what the car confirmed, per seat
  const showsSeats = kinds.includes('seatHeat');
  const body = useQuery({
    queryKey: ['control', 'carBody', vin],
    queryFn: () => carBody(vin!),
    enabled: !!vin && showsSeats,
  });

  // a result may be final before the subscription starts: read it once after subscribing
  const checkId = result?.checkId ?? null;
  const onPush = useCallback((push: CommandPush) => {
    setResult((r) =>
      r
        ? {
            ...r,
            status: String(push.status ?? r.status),
            statusCode: Number(push.statusCode ?? r.statusCode),
            final: FINAL_CODES.has(Number(push.statusCode)),
            reason: controlRefusal(push.result) ?? r.reason,
          }
        : r,
    );
  }, []);
  useCommandResult(checkId, onPush);
  const onWake = useCallback(
    (push: CommandPush) => setWake((w) => (w ? { ...w, status: String(push.status ?? w.status) } : w)),
    [],
  );
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
    if (result?.final || result?.statusCode === 4) {
      void vehicle.refetch();
      if (showsSeats) void body.refetch();
    }
    // refresh the recent list once per outcome
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result?.final, result?.statusCode]);

  /** Sends at once, or after a confirmation naming the vehicle for the controls that open or start it. */
  const ask = (kind: ControlKind, action: 'on' | 'off') => {
    if (!vin) return;
    if (!CONFIRMED_CONTROLS.has(kind)) return void send(kind, action);
    const label = CONTROL_BUTTONS[kind][action];
    modal.confirm({
      title: t('fit.confirmControl', {
        action: label ? t(label) : '',
        vehicle: plate ? `${plate}（${vin}）` : vin,
      }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': testId('confirm') } as never,
      onOk: () => send(kind, action),
    });
  };

  const send = async (kind: ControlKind, action: 'on' | 'off') => {
    if (!vin) return;
    const payload: ControlPayload = { vin, action };
    const { argument, target } = CONTROL_BUTTONS[kind];
    if (argument && action === 'on') payload[argument] = args[argument];
    if (target) payload[target] = args[target];
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
  const argumentValues: Record<ArgumentName, readonly number[]> = {
    windLevel: WIND_LEVELS,
    capacity: RESERVE_CAPACITIES,
    preheatType: PREHEAT_TYPES.filter((v) => v > 0),
    seat: SEATS,
    heatLevel: SEAT_HEAT_LEVELS,
  };
  const argumentLabel = (argument: ArgumentName, v: number) => {
    const key = VALUE_LABELS[argument]?.[v];
    return key ? t(key) : String(v);
  };
  const argumentSelect = (kind: ControlKind, argument: ArgumentName | undefined) => {
    if (!argument) return null;
    const values = argumentValues[argument];
    return (
      <Space key={argument}>
        <Typography.Text>{t(`shared:screens.remote.arguments.${argument}`)}</Typography.Text>
        <Select
          data-testid={testId(`${kind}-${argument}`)}
          style={{ width: 120 }}
          value={args[argument]}
          onChange={(v: number) => setArgs((a) => ({ ...a, [argument]: v }))}
          options={values.map((v) => ({ value: v, label: argumentLabel(argument, v) }))}
        />
      </Space>
    );
  };

  return (
    <div data-testid={`remote-${group}`}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Typography.Text>{t('shared:screens.remote.panel.vin')}</Typography.Text>
          <AutoComplete
            data-testid={testId('vin')}
            style={{ width: 320 }}
            placeholder={t('shared:screens.remote.panel.vinPlaceholder')}
            value={keyword}
            onSearch={setKeyword}
            onChange={(v: string) => setKeyword(v)}
            onSelect={(v: string) => {
              setKeyword(v);
              setVin(v);
              setPlate(options.data?.find((o) => o.vin === v)?.plate ?? null);
              setResult(null);
              setWake(null);
            }}
            options={(options.data ?? []).map((o) => ({
              value: o.vin,
              label: `${o.vin}${o.plate ? ` (${o.plate})` : ''}`,
            }))}
          />
          {vehicle.data && (
            <Tag
              data-testid={testId('online')}
              data-online={String(vehicle.data.online)}
              color={vehicle.data.online ? 'green' : 'default'}
            >
              {t(
                vehicle.data.online
                  ? 'shared:screens.remote.panel.online'
                  : 'shared:screens.remote.panel.offline',
              )}
            </Tag>
          )}
          {vehicle.data &&
            !vehicle.data.online &&
            vehicle.data.hasTerminal &&
            can('remoteControl', 'update') && (
              <Button size="small" data-testid={testId('sms')} onClick={() => void wakeUp()}>
                {t('shared:screens.remote.panel.smsWake')}
              </Button>
            )}
          {wake && wake.checkId && (
            <Tag
              data-testid={testId('sms-status')}
              data-status={wake.status}
              color={wake.status === 'woken' ? 'green' : 'blue'}
            >
              {t(
                wake.status === 'woken'
                  ? 'shared:screens.remote.panel.smsWoken'
                  : 'shared:screens.remote.panel.smsSent',
              )}
            </Tag>
          )}
        </Space>
        {!vin && <Alert type="info" message={t('shared:screens.remote.panel.pickVehicle')} showIcon />}
        {vin &&
          kinds.map((kind) => {
            const buttons = CONTROL_BUTTONS[kind];
            const offered = !vehicle.data || supported.has(kind);
            return (
              <Card
                key={kind}
                size="small"
                title={localize(CONTROL_KINDS[kind].name)}
                data-testid={testId(kind)}
              >
                <Space wrap>
                  {argumentSelect(kind, buttons.target)}
                  {argumentSelect(kind, buttons.argument)}
                  {mayControl && (
                    <Button
                      type="primary"
                      data-testid={testId(`${kind}-on`)}
                      disabled={!offered || sending}
                      onClick={() => ask(kind, 'on')}
                    >
                      {t(buttons.on)}
                    </Button>
                  )}
                  {mayControl && buttons.off && (
                    <Button
                      data-testid={testId(`${kind}-off`)}
                      disabled={!offered || sending}
                      onClick={() => ask(kind, 'off')}
                    >
                      {t(buttons.off)}
                    </Button>
                  )}
                  {!offered && <Tag color="orange">{t('shared:screens.remote.panel.unsupported')}</Tag>}
                </Space>
              </Card>
            );
          })}
        {vin && showsSeats && body.data?.seats && (
          <Card size="small" title={t('shared:screens.remote.panel.seatState')} data-testid={testId('state')}>
            <Descriptions size="small" column={3}>
              {SEATS.map((seat) => {
                const level = body.data.seats[SEAT_NAMES[seat]!] ?? 0;
                return (
                  <Descriptions.Item key={seat} label={argumentLabel('seat', seat)}>
                    <Tag
                      data-testid={testId(`state-${SEAT_NAMES[seat]}`)}
                      data-level={level}
                      color={level > 0 ? 'orange' : 'default'}
                    >
                      {argumentLabel('heatLevel', level)}
                    </Tag>
                  </Descriptions.Item>
                );
              })}
            </Descriptions>
          </Card>
        )}
        {result && (
          <Card
            size="small"
            title={t('shared:screens.remote.panel.result')}
            data-testid="remote-result"
            data-code={result.statusCode}
            data-final={String(result.final)}
          >
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('shared:screens.remote.panel.checkId')}>
                <span data-testid="remote-result-checkid">{result.checkId}</span>
              </Descriptions.Item>
              <Descriptions.Item
                label={
                  localize(CONTROL_KINDS[result.kind as ControlKind]?.name) ||
                  t('shared:screens.remote.panel.result')
                }
              >
                <Tag
                  data-testid="remote-result-code"
                  color={result.statusCode === 5 ? 'green' : result.final ? 'red' : 'blue'}
                >
                  {result.statusCode}{' '}
                  {result.statusCode === QUEUED_CODE
                    ? t('fit.queuedShort')
                    : localize(COMMAND_CODE_TEXTS[result.statusCode])}
                </Tag>
                <span data-testid="remote-result-status">
                  {result.reason && CONTROL_REFUSAL_TEXTS[result.reason]
                    ? localize(CONTROL_REFUSAL_TEXTS[result.reason])
                    : result.statusCode === QUEUED_CODE
                      ? t('fit.queued')
                      : localize(COMMAND_STATUS_TEXTS[result.status])}
                </span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
      </Space>
    </div>
  );
}
