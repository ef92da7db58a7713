import { useState } from 'react';
import { Alert, App, Button, InputNumber, Modal, Radio, Space, Upload, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCK_CALLS, MILEAGE_MAX_KM, SPEED_LEVELS } from '@chelian/contracts/lock';
import { callApi } from '../../api/http';
import { downloadCall } from '../../api/download';
import { localize } from '../../engine/text';
import { VinsDialog, type ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';

/** Adds vehicles to lock management by VIN. */
export function AddLockVehicleDialog({ controller, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const send = async (vins: string[]) => {
    const { added } = await callApi<{ added: number }>(LOCK_CALLS.addVehicle, { vins });
    message.success(t('shared:screens.lock.added', { count: added }));
    await controller.refresh();
  };
  return (
    <VinsDialog
      title={localize(action.label)}
      label={t('shared:screens.lock.vins')}
      testId="lock-add"
      send={send}
      onClose={onClose}
    />
  );
}

/** Sets a speed limit (levels 1-3: 50, 10, 5 km/h) on the chosen vehicle. */
export function LockSpeedDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const [level, setLevel] = useState(1);
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      const sent = await callApi<{ message: string }>(LOCK_CALLS.lockSpeed, { id: rows[0]!.id, level });
      message.success(sent.message || t('shared:screens.lock.sent'));
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      // the vehicle named: a speed limit reaches a car on the road
      title={`${localize(action.label)}：${String(rows[0]?.plate || rows[0]?.vin || '')}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'lock-speed-submit' } as ButtonProps}
    >
      <div>{t('shared:screens.lock.level')}</div>
      <Radio.Group
        data-testid="lock-speed-level"
        value={level}
        onChange={(e) => setLevel(e.target.value as number)}
      >
        {Object.entries(SPEED_LEVELS).map(([l, kmh]) => (
          <Radio key={l} value={Number(l)} data-testid={`lock-speed-level-${l}`}>
            {l} ({kmh} km/h)
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}

/** Sets the odometer of the chosen vehicle (lock extension function 0x05); the terminal reports from the new value. */
export function MileageChangeDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const [mileage, setMileage] = useState<number | null>(null);
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      const sent = await callApi<{ message: string }>(LOCK_CALLS.mileageChange, { id: rows[0]!.id, mileage });
      message.success(sent.message || t('shared:screens.lock.sent'));
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
      okButtonProps={{ 'data-testid': 'lock-mileage-submit' } as ButtonProps}
    >
      <div>{t('shared:screens.lock.mileage')}</div>
      <InputNumber
        data-testid="lock-mileage"
        min={0}
        max={MILEAGE_MAX_KM}
        precision={0}
        style={{ width: 240 }}
        value={mileage}
        onChange={(v) => setMileage(v)}
      />
    </Modal>
  );
}

/**
 * Imports vehicles into lock management from the xlsx template, all or nothing: refused rows
 * leave an error report to download (errors/excel).
 */
export function ImportLockVehiclesDialog({ controller, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation(['translation', 'shared']);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useSubmit();
  const [failed, setFailed] = useState<{ failed: number; errorId: string } | null>(null);
  const title = t('shared:lock.import.title');
  const submit = async () => {
    if (!file) {
      message.warning(t('shared:lock.import.chooseFile'));
      return;
    }
    await run(async () => {
      const form = new FormData();
      form.append('file', file, file.name);
      const result = await callApi<{ imported: number; failed: number; errorId: string | null }>(
        LOCK_CALLS.importVehicle,
        form,
      );
      if (result.errorId) {
        setFailed({ failed: result.failed, errorId: result.errorId });
        return;
      }
      message.success(t('shared:lock.import.imported', { count: result.imported }));
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
      okButtonProps={{ 'data-testid': 'lock-import-submit' } as ButtonProps}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div data-testid="lock-import-file">
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setFailed(null);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button>{t('shared:lock.import.chooseFile')}</Button>
          </Upload>
        </div>
        <div>{t('shared:lock.import.templateHint')}</div>
        <Button
          type="link"
          style={{ padding: 0 }}
          data-testid="lock-import-template"
          onClick={() =>
            void downloadCall(LOCK_CALLS.importTemplate, undefined, title).catch(() => undefined)
          }
        >
          {t('shared:lock.import.downloadTemplate')}
        </Button>
        {failed ? (
          <Alert
            type="error"
            data-testid="lock-import-failed"
            message={t('shared:lock.import.failed', { count: failed.failed })}
            action={
              <Button
                size="small"
                data-testid="lock-import-errors"
                onClick={() =>
                  void downloadCall(LOCK_CALLS.importErrors, { id: failed.errorId }, title).catch(
                    () => undefined,
                  )
                }
              >
                {t('shared:lock.import.downloadErrors')}
              </Button>
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}
