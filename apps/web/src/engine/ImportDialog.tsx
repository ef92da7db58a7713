import { useState } from 'react';
import { App, Button, Modal, Space, Typography, Upload, type UploadFile } from 'antd';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@chelian/contracts/resource';
import { LIMITS } from '@chelian/contracts/values';
import type { ResourceApi } from './api';
import { useImportContext } from './controllers';
import { ImportPreviewTable } from './ImportPreviewTable';

/** The import of a resource's list, opened from its toolbar. */
export function ImportDialog() {
  const { scope, open, setOpen, api, title, onImported } = useImportContext();
  return (
    <ImportModal
      open={open}
      title={title}
      testId={`${scope}-import`}
      api={api}
      onClose={() => setOpen(false)}
      onImported={onImported}
    />
  );
}

/**
 * Import: drag or click a file, a link to the template; a JSON answer
 * is 'import success', a file answer is 'import fail' and the error report is downloaded. The
 * preview shows the file's rows and each row's refusals first, without writing anything.
 */
export function ImportModal({
  open,
  title,
  testId,
  api,
  onClose,
  onImported,
}: {
  open: boolean;
  title: string;
  /** prefix of the test ids: `<testId>-file`, `-submit`, `-template`, `-preview` */
  testId: string;
  api: Pick<ResourceApi, 'importFile' | 'template' | 'preview'>;
  onClose: () => void;
  onImported: () => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };

  const showPreview = async () => {
    const raw = file?.originFileObj;
    if (!raw) {
      message.warning(t('engine.chooseImportFile'));
      return;
    }
    setBusy(true);
    try {
      setPreview(await api.preview(raw, raw.name));
    } catch {
      // the request layer already showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const raw = file?.originFileObj;
    if (!raw) {
      message.warning(t('engine.chooseImportFile'));
      return;
    }
    setBusy(true);
    try {
      const outcome = await api.importFile(raw, raw.name);
      if (outcome.ok) {
        message.success(t('engine.importSuccess'));
        close();
        await onImported();
      } else if (outcome.report) {
        message.error(t('engine.importFail'));
      } else {
        message.error(outcome.message ?? t('engine.importFail'));
      }
    } catch {
      message.error(t('engine.importFail'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('engine.importTitle', { title })}
      onCancel={close}
      destroyOnHidden
      width={preview ? 880 : 520}
      footer={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button data-testid={`${testId}-preview`} loading={busy} onClick={() => void showPreview()}>
            {t('engine.preview')}
          </Button>
          <Button
            type="primary"
            data-testid={`${testId}-submit`}
            loading={busy}
            onClick={() => void submit()}
          >
            {t('engine.import')}
          </Button>
        </Space>
      }
    >
      <div data-testid={`${testId}-file`}>
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
            setPreview(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setPreview(null);
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
          data-testid={`${testId}-template`}
          onClick={() => void api.template(title).catch(() => undefined)}
        >
          {t('engine.downloadTemplate')}
        </Button>
      </Typography.Paragraph>
      {preview ? <ImportPreviewTable preview={preview} testId={`${testId}-preview`} /> : null}
    </Modal>
  );
}
