import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FAULT_CALLS,
  FAULT_HANDLE_MAX,
  faultDetailSpec,
  type FaultHandleResult,
} from '@chelian/contracts/resources/fault/fault';
import { callApi } from '../../api/http';
import { ResourceScreen, saveBlob, type ActionDialogProps } from '../../engine';
import './specs';

const idsQuery = (rows: ActionDialogProps['rows']) => ({ ids: rows.map((r) => String(r.id)).join(',') });

/** A note written to the chosen faults: they become 'handling'. */
function HandleDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { content } = await form.validateFields();
    setBusy(true);
    try {
      await callApi<FaultHandleResult>(FAULT_CALLS.handle, { content }, { query: idsQuery(rows) });
      message.success(t('common.success'));
      controller.clearSelection();
      await controller.refresh();
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('fault.handleTitle', { count: rows.length })}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'fault-handle-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="content"
          label={t('fault.content')}
          rules={[{ required: true, whitespace: true, message: t('fault.contentRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={FAULT_HANDLE_MAX}
            showCount
            data-testid="fault-handle-content"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Ends the handling of the chosen faults, after a confirmation. */
function EndDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await callApi(FAULT_CALLS.handleEnd, undefined, { query: idsQuery(rows) });
      message.success(t('common.success'));
      controller.clearSelection();
      await controller.refresh();
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('fault.endTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'fault-end-submit' } as never}
    >
      <Typography.Paragraph>{t('fault.endConfirm', { count: rows.length })}</Typography.Paragraph>
    </Modal>
  );
}

/** Handling notes from a file: its template, and the upload (all rows or none). */
function HandleImportDialog({ controller, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const template = async () => {
    const blob = await callApi<Blob>(FAULT_CALLS.handleTemplate, undefined, { responseType: 'blob' });
    saveBlob(blob, `${t('fault.importTitle')}.xlsx`);
  };
  const send = async (file: File) => {
    const data = new FormData();
    data.append('file', file);
    setBusy(true);
    try {
      const result = await callApi<FaultHandleResult>(FAULT_CALLS.handleImport, data);
      message.success(t('fault.imported', { count: result.updated }));
      await controller.refresh();
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('fault.importTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('fault.importHint')} />
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void template()}>
            {t('fault.downloadTemplate')}
          </Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={busy}
              data-testid="fault-handle-import-file"
            >
              {t('fault.chooseFile')}
            </Button>
          </Upload>
        </Space>
      </Space>
    </Modal>
  );
}

/**
 * Faulty vehicles (vehicle/faultVehicle): every fault code the vehicles' frames carried, described
 * from the fault codes of their series, with its handling.
 */
export default function FaultVehicle() {
  return (
    <ResourceScreen
      spec={faultDetailSpec}
      dialogs={{ faultHandle: HandleDialog, faultEnd: EndDialog, faultHandleImport: HandleImportDialog }}
    />
  );
}
