import { useQueryClient } from '@tanstack/react-query';
import { terminalTaskSpec } from '@chelian/contracts/resources/control/terminalTask';
import { ResourceScreen } from '../../engine';
import { TerminalParamsPanel } from './TerminalParamsPanel';

/** Terminal parameters and control of one vehicle, above the list of every task sent. */
export default function ParamsQuery() {
  const queryClient = useQueryClient();
  return (
    <>
      <TerminalParamsPanel onTask={() => void queryClient.invalidateQueries()} />
      <div style={{ marginTop: 16 }}>
        <ResourceScreen spec={terminalTaskSpec} />
      </div>
    </>
  );
}
