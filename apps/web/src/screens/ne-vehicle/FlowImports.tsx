import { useState } from 'react';
import { App, Button, Dropdown, Modal, Typography, Upload, type UploadFile } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@chelian/contracts/values';
import type { ResourceSpec } from '@chelian/contracts/resource';
import { localize, resourceApi, type ResourceController } from '../../engine';

/**
 * The flows' imports beside a list (production, sale, drive motor, energy storage, terminal): each
 * with its template; a refused file downloads its error report and changes nothing.
 */
export function FlowImports({
  controller,
  specs,
}: {
  controller: ResourceController;
  specs: readonly ResourceSpec[];
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState<ResourceSpec | null>(null);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  if (!controller.can('import')) return null;

  const close = () => {
    setFile(null);
    setOpen(null);
  };
  const submit = async () => {
    const raw = file?.originFileObj;
    if (!raw || !open) return void message.warning(t('engine.chooseImportFile'));
    setBusy(true);
    try {
      const outcome = await resourceApi(open).importFile(raw, raw.name);
      if (outcome.ok) {
        message.success(t('engine.importSuccess'));
        close();
        await controller.refresh();
      } else
        message.error(outcome.report ? t('engine.importFail') : (outcome.message ?? t('engine.importFail')));
    } finally {
      setBusy(false);
    }
  };
  const title = open ? localize(open.title) : '';

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: specs.map((spec) => ({
            key: spec.name,
            label: <span data-testid={`neVehicle-import-${spec.name}`}>{localize(spec.title)}</span>,
          })),
          onClick: ({ key }) => setOpen(specs.find((s) => s.name === key) ?? null),
        }}
      >
        <Button data-testid="neVehicle-flow-imports">
          {t('neVehicle.flowImports')} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={open !== null}
        title={t('engine.importTitle', { title })}
        onCancel={close}
        onOk={() => void submit()}
        okText={t('engine.import')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ 'data-testid': 'neFlowImport-submit' } as never}
        destroyOnHidden
        width={520}
      >
        <div data-testid="neFlowImport-file">
          <Upload.Dragger
            accept=".xlsx,.xls"
            maxCount={1}
            fileList={file ? [file] : []}
            beforeUpload={(chosen) => {
              setFile({
                uid: chosen.uid,
                name: chosen.name,
                size: chosen.size,
                type: chosen.type,
                originFileObj: chosen,
              });
              return false;
            }}
            onRemove={() => {
              setFile(null);
              return true;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('engine.importDrop')}</p>
            <p className="ant-upload-hint">{t('engine.importHint', { rows: LIMITS.importRows })}</p>
          </Upload.Dragger>
        </div>
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          <Button
            type="link"
            style={{ padding: 0 }}
            data-testid="neFlowImport-template"
            onClick={() =>
              open &&
              void resourceApi(open)
                .template(title)
                .catch(() => undefined)
            }
          >
            {t('engine.downloadTemplate')}
          </Button>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
