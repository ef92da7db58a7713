import { Descriptions, Drawer, Empty, List, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OptionItem, ResourceSpec } from '@chelian/contracts/resource';
import { TERMINAL_CALLS } from '@chelian/contracts/resources/terminal/index';
import { callApi } from '../../api/http';
import { localize, type Row } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { formatTime } from '../../utils/format';
import { terminalResourceSpecs } from './specs';

const { terminal, protocolCommand, softwareVersionCollect, softwareVersionLock } = terminalResourceSpecs;

const label = (spec: ResourceSpec, key: string) => localize(spec.fields[key]!.label);
const timeKeys = new Set(['collectedAt', 'createdAt']);
const columnsOf = (spec: ResourceSpec, keys: string[]) =>
  keys.map((key) => ({
    title: label(spec, key),
    key,
    render: (_: unknown, row: Row) => {
      const value = row[`${key.replace(/Id$/, '')}Label`] ?? row[key];
      return timeKeys.has(key) ? formatTime(value as number) : String(value ?? '');
    },
  }));

/**
 * One terminal in full (terminals/{id}/detail/{cmd}/{collect}/{lock}): its protocol's commands,
 * version collects and version lock, each shown to holders of that screen's view permission,
 * and the free terminals of its chain it could be swapped for (getSameChainCanUseTerminal).
 */
export function TerminalDetailDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const can = useCan();
  const parts = {
    cmd: can(protocolCommand.module, 'view'),
    collect: can(softwareVersionCollect.module, 'view'),
    lock: can(softwareVersionLock.module, 'view'),
  };
  const { data: detail } = useQuery({
    queryKey: ['terminal-detail', id, parts],
    queryFn: () =>
      callApi<Row>(TERMINAL_CALLS.detail, undefined, {
        params: { id, cmd: String(parts.cmd), collect: String(parts.collect), lock: String(parts.lock) },
      }),
  });
  const { data: sameChain } = useQuery({
    queryKey: ['terminal-same-chain', id],
    queryFn: () => callApi<OptionItem[]>(TERMINAL_CALLS.sameChainFree, { terminalId: id }),
  });
  const lock = detail?.lock as Row | null | undefined;

  return (
    <Drawer open width={760} title={t('terminal.detailTitle')} onClose={onClose}>
      {detail ? (
        <>
          <div data-testid="terminal-detail-info">
            <Descriptions size="small" column={2} bordered>
              {[
                'terminalCode',
                'terminalModelId',
                'supplierId',
                'simCardId',
                'chainType',
                'softwareVersion',
              ].map((key) => (
                <Descriptions.Item key={key} label={label(terminal, key)}>
                  {String(
                    detail[`${key.replace(/Id$/, '')}Label`] ?? detail[`${key}Desc`] ?? detail[key] ?? '',
                  )}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </div>
          {parts.cmd ? (
            <>
              <Typography.Title level={5}>{localize(protocolCommand.title)}</Typography.Title>
              <Table<Row>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={(detail.commands as Row[] | undefined) ?? []}
                columns={columnsOf(protocolCommand, ['cmdCode', 'cmdName', 'direction'])}
              />
            </>
          ) : null}
          {parts.collect ? (
            <>
              <Typography.Title level={5}>{localize(softwareVersionCollect.title)}</Typography.Title>
              <Table<Row>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={(detail.collects as Row[] | undefined) ?? []}
                columns={columnsOf(softwareVersionCollect, [
                  'softwareVersion',
                  'collectedAt',
                  'consumptionMb',
                  'workHours',
                ])}
              />
            </>
          ) : null}
          {parts.lock ? (
            <>
              <Typography.Title level={5}>{localize(softwareVersionLock.title)}</Typography.Title>
              {lock ? (
                <Descriptions size="small" column={2}>
                  {['softwareVersionId', 'reason', 'createdAt'].map((key) => (
                    <Descriptions.Item key={key} label={label(softwareVersionLock, key)}>
                      {columnsOf(softwareVersionLock, [key])[0]!.render(null, lock)}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ) : (
                <Typography.Text type="secondary">{t('terminal.notLocked')}</Typography.Text>
              )}
            </>
          ) : null}
        </>
      ) : null}
      <Typography.Title level={5}>{t('terminal.sameChainTitle')}</Typography.Title>
      {sameChain?.length ? (
        <div data-testid="terminal-same-chain">
          <List
            size="small"
            bordered
            dataSource={sameChain}
            renderItem={(item) => <List.Item>{item.label}</List.Item>}
          />
        </div>
      ) : (
        <Empty description={t('terminal.sameChainEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Drawer>
  );
}
