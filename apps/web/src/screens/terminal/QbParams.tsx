import { useState } from 'react';
import { App, Button, Modal, Space, Upload, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { allScreens } from '@chelian/contracts';
import { QB_PARAM_CALLS, qbTaskSpec, qbTaskVehicleSpec } from '@chelian/contracts/resources/control/qbParams';
import { callApi } from '../../api/http';
import { downloadCall } from '../../api/download';
import {
  ResourceScreen,
  SubResourceDrawer,
  VinsDialog,
  fileNameOf,
  localize,
  saveBlob,
  type ActionDialogProps,
  type Row,
} from '../../engine';
import { useCan } from '../../hooks/useCan';
import { useSubmit } from '../../hooks/useSubmit';

/** Links vehicles to the open task by VIN; a started task sends them its parameters at once. */
function AddVehiclesDialog({ controller, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const send = async (vins: string[]) => {
    const result = await callApi<{ added: number; sent: number }>(QB_PARAM_CALLS.addVehicle, {
      taskId: controller.fixed?.taskId,
      vins,
    });
    message.success(t('shared:screens.qbTask.added', { count: result.added, sent: result.sent }));
    await controller.refresh();
  };
  return (
    <VinsDialog
      title={localize(action.label)}
      label={t('shared:screens.qbTask.vins')}
      testId="qb-add"
      send={send}
      onClose={onClose}
    />
  );
}

/** Links the vehicles of an xlsx to the open task; a refused file answers the error report, which is saved. */
function ImportVehiclesDialog({ controller, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useSubmit();
  const title = localize(controller.spec.title);
  const submit = async () => {
    if (!file) {
      message.warning(t('shared:screens.qbImport.choose'));
      return;
    }
    await run(async () => {
      const form = new FormData();
      form.append('taskId', String(controller.fixed?.taskId ?? ''));
      form.append('file', file, file.name);
      let type = '';
      let disposition: string | null = null;
      const blob = await callApi<Blob>(QB_PARAM_CALLS.importVehicle, form, {
        responseType: 'blob',
        onResponse: (r) => {
          type = r.headers.get('content-type') ?? '';
          disposition = r.headers.get('content-disposition');
        },
      });
      if (!/json/i.test(type)) {
        saveBlob(blob, fileNameOf(disposition, title));
        message.error(t('shared:screens.qbImport.failed'));
        return;
      }
      const result = JSON.parse(await blob.text()) as { imported: number };
      message.success(t('shared:screens.qbImport.imported', { count: result.imported }));
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={localize(action.label)}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'qb-import-submit' } as ButtonProps}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div data-testid="qb-import-file">
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(chosen) => (setFile(chosen), false)}
            onRemove={() => setFile(null)}
          >
            <Button>{t('shared:screens.qbImport.choose')}</Button>
          </Upload>
        </div>
        <div>{t('shared:screens.qbImport.hint')}</div>
        <Button
          type="link"
          style={{ padding: 0 }}
          data-testid="qb-import-template"
          onClick={() =>
            void downloadCall(QB_PARAM_CALLS.importVehicleTemplate, undefined, title).catch(() => undefined)
          }
        >
          {t('shared:screens.qbImport.template')}
        </Button>
      </Space>
    </Modal>
  );
}

/**
 * QB (enterprise) parameter tasks (screen terminal/qb-params): the tasks with start and stop; each
 * opens its vehicles with their outcome (task progress, linked vehicles), refreshed while it runs.
 */
export default function QbParams() {
  const { t } = useTranslation(['translation', 'shared']);
  const can = useCan();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Row | null>(null);
  // a vehicle's parameters as last read, with the tasks that set them (terminal/qb-params-vehicle-params)
  const vehicleParams = allScreens.find((screen) => screen.key === 'terminal/qb-params-vehicle-params');
  return (
    <ResourceScreen
      spec={qbTaskSpec}
      toolbar={
        vehicleParams && {
          extra: (
            <Button data-testid="qb-open-vehicle-params" onClick={() => navigate(vehicleParams.path)}>
              {localize(vehicleParams.name)}
            </Button>
          ),
        }
      }
      rowActions={
        can(qbTaskSpec.module, 'qbParams/view')
          ? (row) => (
              <Button
                type="link"
                size="small"
                data-testid={`qb-vehicles-${String(row.id)}`}
                onClick={() => setOpen(row)}
              >
                {t('shared:screens.qbTask.vehicles')}
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
          autoRefresh
          dialogs={{ qbAddVehicle: AddVehiclesDialog, qbImportVehicle: ImportVehiclesDialog }}
          title={`${t('shared:screens.qbTask.vehicles')}: ${String(open?.name ?? '')}`}
          onClose={() => {
            setOpen(null);
            void tasks.refresh();
          }}
        />
      )}
    </ResourceScreen>
  );
}
