import { useState } from 'react';
import { Alert, Button, Collapse, Input, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORWARD_CALLS as C, type ForwardPreview } from '@chelian/contracts/resources/forward/forward';
import { callApi } from '../../api/http';
import { formatTime } from '../../utils/format';

const json = (value: unknown) => (
  <pre style={{ maxHeight: 320, overflow: 'auto', fontSize: 12, margin: 0 }}>
    {JSON.stringify(value, null, 2)}
  </pre>
);

/**
 * forward/config/preview: the frames the config would send for one vehicle, from the vehicle's
 * latest stored ones: the platform login first (its password masked), then its login and reports,
 * decoded as the target would read them (the JSON posted, over HTTP).
 */
export function Preview({ config, onClose }: { config: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [vin, setVin] = useState('');
  const [preview, setPreview] = useState<ForwardPreview | null>(null);
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      setPreview(await callApi<ForwardPreview>(C.preview, { taskId: config.id, vin: vin.trim(), limit: 5 }));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Modal
      open
      width={900}
      title={t('forward.previewOf', { name: config.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input
          data-testid="forward-preview-vin"
          placeholder={t('forward.vin')}
          maxLength={17}
          value={vin}
          onChange={(e) => setVin(e.target.value)}
          onPressEnter={() => void load()}
        />
        <Button type="primary" loading={loading} disabled={!vin.trim()} onClick={() => void load()}>
          {t('forward.preview')}
        </Button>
      </Space.Compact>
      {preview ? (
        <>
          {!preview.bound ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('forward.previewUnbound')}
            />
          ) : null}
          <Collapse
            data-testid="forward-preview-frames"
            items={[
              ...(preview.platformLogin
                ? [
                    {
                      key: 'platform',
                      label: t('forward.platformLoginFrame'),
                      children: json(preview.platformLogin),
                    },
                  ]
                : []),
              ...preview.frames.map((f, i) => ({
                key: String(i),
                label: (
                  <Space>
                    <Tag>{t(`forward.commandLabels.${f.command}`)}</Tag>
                    <Typography.Text type="secondary">{formatTime(f.receivedAt)}</Typography.Text>
                    {f.error ? <Tag color="red">{f.error}</Tag> : null}
                  </Space>
                ),
                children: (
                  <>
                    {json(f.decoded)}
                    <Typography.Paragraph
                      copyable
                      style={{ wordBreak: 'break-all', fontSize: 12, marginTop: 8 }}
                    >
                      {f.hex}
                    </Typography.Paragraph>
                  </>
                ),
              })),
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
