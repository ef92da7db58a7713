import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../hooks/useCan';
import { TrackReplay } from '../single-vehicle';
import { VehicleLookup } from './VehicleLookup';

/** Track playback (vehicle group): a vehicle chosen by VIN, then the single-vehicle track replay (days with data, range, play). */
export default function TrackPlayback() {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('trackReplay', 'view')) return <Empty description={t('engine.noPermission')} />;
  return (
    <div data-testid="track-playback-screen" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <VehicleLookup testId="track-playback-vin">
        {(vehicle) => <TrackReplay key={vehicle.vin} vin={vehicle.vin} />}
      </VehicleLookup>
    </div>
  );
}
