import { vehicleTerminalLogSpec, vehicleTerminalSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Terminal binding: the terminals bound now (export, and import to bind in bulk), then the log of every bind, change, swap and unbind. */
export default function TerminalBind() {
  return (
    <>
      <ResourceScreen spec={vehicleTerminalSpec} />
      <div style={{ marginTop: 24 }}>
        <ResourceScreen spec={vehicleTerminalLogSpec} />
      </div>
    </>
  );
}
