import { useEffect, useState } from 'react';
import { App, Checkbox, Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MODEL_CALLS as C } from '@chelian/contracts/resources/model/vehicleModel';
import { callApi } from '../../api/http';
import type { ActionDialogProps } from '../../engine';
import { useDictionary } from '../../state/dictionaries';

/** The information groups shown for vehicles of one model (vehicle_info_config get and edit). */
export function InfoConfigDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const modelId = Number(rows[0]?.id);
  const groups = useDictionary('infoGroup');
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const config = useQuery({
    queryKey: ['vehicleInfoConfig', modelId],
    queryFn: () =>
      callApi<{ infoGroups: string[] }>(C.infoConfig, undefined, { params: { vehicleModelId: modelId } }),
    gcTime: 0,
  });
  useEffect(() => {
    if (config.data) setChosen(config.data.infoGroups);
  }, [config.data]);

  const submit = async () => {
    setSaving(true);
    try {
      await callApi(C.editInfoConfig, {
        vehicleModelId: modelId,
        infoGroups: chosen,
      });
      message.success(t('engine.saved'));
      onClose();
    } catch {
      /* the client shows the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('vehicleInfoConfig.title', { name: String(rows[0]?.name ?? '') })}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'vehicle-info-config-submit', disabled: config.isLoading } as never}
      destroyOnHidden
    >
      <Checkbox.Group
        data-testid="vehicle-info-config-groups"
        value={chosen}
        onChange={(values) => setChosen(values as string[])}
        options={groups.map((g) => ({ value: g.id, label: g.label }))}
      />
    </Modal>
  );
}
