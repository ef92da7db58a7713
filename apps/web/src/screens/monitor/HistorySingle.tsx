import { HistoryPanel } from '../single-vehicle';
import { VehicleLookup } from './VehicleLookup';

/** History of one vehicle chosen by VIN: the single-vehicle view's historical condition on its own screen. */
export default function HistorySingle() {
  return (
    <div
      data-testid="monitor-history-single-screen"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      <VehicleLookup testId="history-single-vin">
        {(vehicle) => <HistoryPanel key={vehicle.vin} vin={vehicle.vin} />}
      </VehicleLookup>
    </div>
  );
}
