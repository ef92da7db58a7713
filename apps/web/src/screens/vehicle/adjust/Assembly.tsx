import { useState } from 'react';
import { Button, Space } from 'antd';
import { vehicleAssemblySpec } from '@chelian/contracts/resources/adjust/assembly';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '../../../engine';
import { useCan } from '../../../hooks/useCan';
import { AssemblyLogDialog, AssemblyTerminalDialog, FinishAdjustDialog } from './AssemblyDialogs';

/**
 * Assembly: which terminal and parts go on which vehicle. Finishing binds the terminal to the
 * vehicle (the archive's binding, with its log); reassembly fits another terminal.
 */
export default function Assembly() {
  const { t } = useTranslation(['translation', 'shared']);
  const can = useCan();
  const [logOf, setLogOf] = useState<number | null>(null);
  const [adjustOf, setAdjustOf] = useState<number | null>(null);
  return (
    <ResourceScreen
      spec={vehicleAssemblySpec}
      dialogs={{ changeAssembly: AssemblyTerminalDialog, reassembly: AssemblyTerminalDialog }}
      rowActions={(row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`assembly-log-${String(row.id)}`}
            onClick={() => setLogOf(Number(row.id))}
          >
            {t('shared:screens.adjust.assemblyLog')}
          </Button>
          {row.status === 'PENDING' && can('assembly', 'finish') && can('adjust', 'create') && (
            <Button
              type="link"
              size="small"
              data-testid={`assembly-adjust-${String(row.id)}`}
              onClick={() => setAdjustOf(Number(row.id))}
            >
              {t('shared:screens.adjust.finishAdjust')}
            </Button>
          )}
        </Space>
      )}
    >
      {(controller) => (
        <>
          {logOf !== null && <AssemblyLogDialog id={logOf} onClose={() => setLogOf(null)} />}
          {adjustOf !== null && (
            <FinishAdjustDialog
              id={adjustOf}
              onClose={() => setAdjustOf(null)}
              onDone={() => controller.refresh()}
            />
          )}
        </>
      )}
    </ResourceScreen>
  );
}
