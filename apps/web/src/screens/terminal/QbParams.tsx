import { useState } from 'react';
import { App, Button, Input, Modal, type ButtonProps } from 'antd';
import { qbTaskSpec, qbTaskVehicleSpec } from '@chelian/contracts/resources/control/qbParams';
import { http } from '../../api/http';
import { ResourceScreen, SubResourceDrawer, localize, type ActionDialogProps, type Row } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { QB_TEXT } from './qbText';

const BASE = 'vehicle-svc/vehicle/enterpriseParams/V1.0';

/** Links vehicles to the open task by VIN; a started task sends them its parameters at once. */
function AddVehiclesDialog({ controller, action, onClose }: ActionDialogProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const vins = text.split(/[\s,，]+/).filter(Boolean);
      const result = await http.post<{ added: number; sent: number }>(action.path.slice(1), { taskId: controller.fixed?.taskId, vins });
      message.success(localize(QB_TEXT.added).replace('{n}', String(result.added)).replace('{sent}', String(result.sent)));
      await controller.refresh();
      onClose();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={localize(action.label)} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'qb-add-submit' } as ButtonProps}>
      <div>{localize(QB_TEXT.vins)}</div>
      <Input.TextArea data-testid="qb-add-vins" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
    </Modal>
  );
}

/**
 * QB (enterprise) parameter tasks (screen terminal/qb-params): the tasks with start and stop; each
 * opens its vehicles with their outcome (task progress, linked vehicles), refreshed while it runs.
 */
export default function QbParams() {
  const can = useCan();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <ResourceScreen
      spec={qbTaskSpec}
      paths={{ page: `${BASE}/enterpriseList` }}
      rowActions={
        can(qbTaskSpec.module, 'qbParams/view')
          ? (row) => (
              <Button type="link" size="small" data-testid={`qb-vehicles-${String(row.id)}`} onClick={() => setOpen(row)}>
                {localize(QB_TEXT.vehicles)}
              </Button>
            )
          : undefined
      }
    >
      {(tasks) => (
        <SubResourceDrawer
          spec={qbTaskVehicleSpec}
          scope="qbTaskVehicle"
          fixed={open ? { taskId: open.id } : null}
          paths={{ page: `${BASE}/enterpriseDetailList`, export: `${BASE}/enterpriseDetailExport` }}
          autoRefresh
          dialogs={{ qbAddVehicle: AddVehiclesDialog }}
          title={`${localize(QB_TEXT.vehicles)}: ${String(open?.name ?? '')}`}
          onClose={() => {
            setOpen(null);
            void tasks.refresh();
          }}
        />
      )}
    </ResourceScreen>
  );
}
