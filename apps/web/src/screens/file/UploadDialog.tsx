import { useState } from 'react';
import { App, Button, Card, Form, Space, Upload, type UploadFile } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '@chelian/contracts/files';
import { uploadAttachment } from '../../api/attachments';
import { useBeforeClose } from '../../hooks/useScreen';
import { formatBytes } from '../../utils/format';

interface Props {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/** An upload panel above the table; while a chosen file is not uploaded, closing the tab asks first. */
export function UploadDialog({ open, onClose, onUploaded }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ file?: unknown }>();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [uploading, setUploading] = useState(false);

  useBeforeClose(() => file !== null);

  const close = () => {
    setFile(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const raw = file?.originFileObj ?? (file as unknown as File | null);
    if (!raw || !(raw instanceof Blob)) {
      form.setFields([{ name: 'file', errors: [t('validation.select', { label: t('attachment.file') })] }]);
      return;
    }
    setUploading(true);
    try {
      await uploadAttachment(raw, {}, file?.name);
      message.success(t('attachment.uploaded'));
      setFile(null);
      form.resetFields();
      onUploaded();
    } catch {
      /* shown by the HTTP client */
    } finally {
      setUploading(false);
    }
  };

  if (!open) return null;
  return (
    <Card
      size="small"
      title={t('attachment.uploadTitle')}
      style={{ marginBottom: 16 }}
      data-testid="attachment-upload-panel"
    >
      <Form form={form} layout="inline" data-testid="attachment-upload-form">
        <Form.Item name="file" label={t('attachment.file')} required>
          <Upload
            data-testid="attachment-upload-input"
            maxCount={1}
            fileList={file ? [file] : []}
            beforeUpload={(chosen) => {
              if (chosen.size > UPLOAD_LIMITS.maxFileSize) {
                message.error(t('attachment.tooLarge', { size: formatBytes(UPLOAD_LIMITS.maxFileSize) }));
                return Upload.LIST_IGNORE;
              }
              const entry: UploadFile = {
                uid: chosen.uid,
                name: chosen.name,
                size: chosen.size,
                type: chosen.type,
                originFileObj: chosen,
              };
              setFile(entry);
              form.setFields([{ name: 'file', errors: [] }]);
              return false;
            }}
            onRemove={() => {
              setFile(null);
              return true;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="attachment-choose-file">
              {t('attachment.chooseFile')}
            </Button>
          </Upload>
        </Form.Item>
        <Form.Item>
          <Space>
            <Button
              type="primary"
              loading={uploading}
              onClick={submit}
              data-testid="attachment-upload-submit"
            >
              {t('attachment.upload')}
            </Button>
            <Button onClick={close} data-testid="attachment-upload-cancel">
              {t('common.cancel')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
