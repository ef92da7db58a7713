import { Descriptions, Empty, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFaults, monitorKeys, useVehicleState } from '../../api/monitor';
import { formatTime } from '../../utils/format';

const hex = (codes: number[]) =>
  codes.map((c) => `0x${c.toString(16).toUpperCase().padStart(8, '0')}`).join(', ');

/** The vehicle's open GB alarm episode: level, the alarms of the latest report and the fault codes; live. */
export function CurrentFaultsTab({ vin, vehicleId }: { vin: string; vehicleId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = [...monitorKeys.all, 'faults', vin];
  const { data, isLoading } = useQuery({ queryKey: key, queryFn: () => getFaults(vin) });
  useVehicleState((push) => {
    if (push.vehicles.some((v) => v.vehicleId === vehicleId && v.alarmLevel !== undefined))
      void queryClient.invalidateQueries({ queryKey: key });
  });
  if (isLoading) return <Spin />;
  if (!data) return <Empty data-testid="faults-none" description={t('monitor.noFaults')} />;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="faults">
      <Descriptions.Item label={t('monitor.faultSince')}>{formatTime(data.startedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.dataTime')}>{formatTime(data.lastFrameAt)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.alarmLevel')}>
        <span data-testid="faults-level">{data.lastLevel}</span> ({t('monitor.highest')} {data.highestLevel})
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.frames')}>{data.frameCount}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.alarms')} span={2}>
        <span data-testid="faults-flags">
          {data.flags.map((name) => (
            <Tag key={name} color="red">
              {name}
            </Tag>
          ))}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('monitor.storageFaults')}>{hex(data.storageFaults)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.motorFaults')}>{hex(data.motorFaults)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.engineFaults')}>{hex(data.engineFaults)}</Descriptions.Item>
      <Descriptions.Item label={t('monitor.otherFaults')}>{hex(data.otherFaults)}</Descriptions.Item>
    </Descriptions>
  );
}
