import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { ADJUST_CALLS } from '@chelian/contracts/adjust';
import { vehicleAdjustSpec } from '@chelian/contracts/resources/adjust/adjust';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/http';
import { ResourceScreen, type ActionDialogProps } from '../../../engine';
import { localize } from '../../../engine/text';
import { useCan } from '../../../hooks/useCan';
import { AdjusterDialog } from './AdjusterDialog';

export const adjustStepsPath = (id: number) => `/vehicle/adjust-steps?id=${id}`;

/** Hands the chosen task to another adjuster of the tenant. */
function ChangeAdjusterDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { message } = App.useApp();
  const send = async (adjusterId: number | null) => {
    await callApi(ADJUST_CALLS.changeAdjuster, { id: rows[0]!.id, adjusterId });
    message.success(localize(action.label));
    await controller.refresh();
  };
  const initial = (rows[0]?.adjusterId as number | undefined) ?? null;
  return (
    <AdjusterDialog
      title={localize(action.label)}
      testId="adjust-adjuster"
      initial={initial}
      send={send}
      onClose={onClose}
    />
  );
}

/** Adjust tasks: create one for a vehicle with its adjuster, confirm, change the adjuster, cancel, finish; open its steps. */
export default function Adjust() {
  const { t } = useTranslation(['translation', 'shared']);
  const navigate = useNavigate();
  const can = useCan();
  return (
    <ResourceScreen
      spec={vehicleAdjustSpec}
      dialogs={{ changeAdjuster: ChangeAdjusterDialog }}
      rowActions={
        can('adjustSteps', 'view')
          ? (row) => (
              <Button
                type="link"
                size="small"
                data-testid={`adjust-steps-${String(row.id)}`}
                onClick={() => navigate(adjustStepsPath(Number(row.id)))}
              >
                {t('shared:screens.adjust.steps')}
              </Button>
            )
          : undefined
      }
    />
  );
}
