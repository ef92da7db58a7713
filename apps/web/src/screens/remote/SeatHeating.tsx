import { RemotePanel } from './RemotePanel';

/** Remote control: the seat-heating panel (driver, passenger and rear seats, off and levels 1-3). */
export default function SeatHeating() {
  return <RemotePanel group="seat-heating" />;
}
