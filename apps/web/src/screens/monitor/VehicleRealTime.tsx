import { Card, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../hooks/useCan';
import { CurrentConditionTab, CurrentFaultsTab } from '../single-vehicle';
import { VehicleLookup } from './VehicleLookup';
import { singleVehiclePath } from './parts';

/**
 * Real-time data (vehicle group): a vehicle chosen by VIN, its latest report grouped as GB/T
 * 32960.3 groups it and its current faults, both following the pushed state.
 */
export default function VehicleRealTime() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  if (!can('currentCondition', 'view')) return <Empty description={t('engine.noPermission')} />;
  return (
    <div data-testid="vehicle-real-time-screen" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <VehicleLookup testId="real-time-vin">
        {(vehicle) => (
          <div key={vehicle.vin} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <a data-testid="real-time-open" onClick={() => navigate(singleVehiclePath(vehicle.vin))}>
              {t('monitor.openSingle', { vin: vehicle.vin })}
            </a>
            {can('currentFaults', 'view') && (
              <Card size="small" title={t('monitor.tabs.faults')}>
                <CurrentFaultsTab vin={vehicle.vin} vehicleId={vehicle.id} />
              </Card>
            )}
            <CurrentConditionTab vin={vehicle.vin} vehicleId={vehicle.id} />
          </div>
        )}
      </VehicleLookup>
    </div>
  );
}
