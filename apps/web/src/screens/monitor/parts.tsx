import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VehicleState } from './liveRows';

export const STATE_COLOURS: Record<VehicleState, string> = {
  driving: '#52c41a',
  charging: '#1677ff',
  parked: '#faad14',
  offline: '#8c8c8c',
  alarm: '#f5222d',
};

/** The single-vehicle view of a VIN (a hidden screen opened from lists and the map). */
export const singleVehiclePath = (vin: string) =>
  `/single-vehicle/single-vehicle?vin=${encodeURIComponent(vin)}`;

export function StateTag({ state, testId }: { state: VehicleState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid={testId} data-state={state}>
      {t(`monitor.states.${state}`)}
    </Tag>
  );
}
