import { useState } from 'react';
import { App, Button, Modal, Select, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { resourcePath } from '@chelian/contracts';
import { vehicleAdjustSpec } from '@chelian/contracts/resources/adjust/adjust';
import { http } from '../../../api/http';
import { ResourceScreen, useOptionItems, type ActionDialogProps, type OptionSource } from '../../../engine';
import { localize } from '../../../engine/text';
import { useCan } from '../../../hooks/useCan';
import { ADJUST_TEXT } from './adjustText';

/** The tenant's users, the adjusters to choose from. */
const USERS: OptionSource = { kind: 'ref', resource: 'user', tree: false };

export const adjustStepsPath = (id: number) => `/vehicle/adjust-steps?id=${id}`;

/** Hands the chosen task to another adjuster of the tenant. */
function ChangeAdjusterDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { message } = App.useApp();
  const [adjusterId, setAdjusterId] = useState<number | null>((rows[0]?.adjusterId as number | undefined) ?? null);
  const [busy, setBusy] = useState(false);
  const users = useOptionItems(USERS);
  const submit = async () => {
    setBusy(true);
    try {
      await http.post(resourcePath(controller.spec, action.path), { id: rows[0]!.id, adjusterId });
      message.success(localize(action.label));
      await controller.refresh();
      onClose();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={localize(action.label)} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'adjust-adjuster-submit' } as ButtonProps}>
      <div>{localize(ADJUST_TEXT.adjuster)}</div>
      <Select
        data-testid="adjust-adjuster-id"
        showSearch
        optionFilterProp="label"
        loading={users.loading}
        style={{ width: '100%' }}
        value={adjusterId ?? undefined}
        onChange={(v: number) => setAdjusterId(v)}
        options={users.items.map((u) => ({ value: Number(u.id), label: u.label }))}
      />
    </Modal>
  );
}

/** Adjust tasks: create one for a vehicle with its adjuster, confirm, change the adjuster, cancel, finish; open its steps. */
export default function Adjust() {
  const navigate = useNavigate();
  const can = useCan();
  return (
    <ResourceScreen
      spec={vehicleAdjustSpec}
      dialogs={{ changeAdjuster: ChangeAdjusterDialog }}
      rowActions={
        can('adjustSteps', 'view')
          ? (row) => (
              <Button type="link" size="small" data-testid={`adjust-steps-${String(row.id)}`} onClick={() => navigate(adjustStepsPath(Number(row.id)))}>
                {localize(ADJUST_TEXT.steps)}
              </Button>
            )
          : undefined
      }
    />
  );
}
