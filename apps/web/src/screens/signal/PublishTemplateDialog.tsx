import { useState } from 'react';
import { App, Empty, Modal, Select, type ButtonProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGNAL_CALLS as C } from '@chelian/contracts/resources/signal/index';
import { callApi } from '../../api/http';
import type { ActionDialogProps } from '../../engine';
import { localize } from '../../engine/text';
import { useDictionaryLabels } from '../../engine/options';
import { useSubmit } from '../../hooks/useSubmit';

interface TemplateOption {
  id: number;
  label: string;
  publishStatus: string;
  version: number;
}

/** Publishes one of the chosen series' templates to it (INIT -> PUBLISH). */
export function PublishTemplateDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dictLabel = useDictionaryLabels();
  const seriesId = rows[0]!.id as number;
  const [templateId, setTemplateId] = useState<number>();
  const { busy, run } = useSubmit();
  const templates = useQuery({
    queryKey: ['signal-series-templates', seriesId],
    queryFn: () =>
      callApi<TemplateOption[]>(C.seriesTemplates, {
        vehicleSeriesId: seriesId,
      }),
  });
  const submit = async () => {
    if (!templateId) return;
    await run(async () => {
      await callApi(C.publish, undefined, { params: { id: templateId } });
      message.success(t('common.success'));
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={`${localize(action.label)} · ${String(rows[0]!.name ?? '')}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ disabled: !templateId, 'data-testid': 'publishTemplate-submit' } as ButtonProps}
    >
      {templates.data && !templates.data.length ? (
        <Empty description={t('signal.noTemplates')} />
      ) : (
        <Select
          data-testid="publishTemplate-template"
          style={{ width: '100%' }}
          placeholder={t('signal.template')}
          loading={templates.isFetching}
          value={templateId}
          onChange={(v: number) => setTemplateId(v)}
          options={(templates.data ?? []).map((o) => ({
            value: o.id,
            label: `${o.label} · ${dictLabel('signalPublishStatus', o.publishStatus) ?? o.publishStatus}`,
          }))}
        />
      )}
    </Modal>
  );
}
