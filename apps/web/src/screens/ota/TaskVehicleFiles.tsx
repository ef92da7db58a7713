import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTA_PART_CALLS } from '@chelian/contracts/resources/ota/parts';
import { callApi } from '../../api/http';
import { fileNameOf, ImportModal, resourceApi, saveBlob } from '../../engine';
import { useCan } from '../../hooks/useCan';

/**
 * A task's vehicles from a file of VINs (previewed row by row, all or none linked) and to a file
 * with their states, beside the task's vehicle list.
 */
export function TaskVehicleFiles({
  task,
  onImported,
}: {
  task: { id: number; name: string };
  onImported: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [importing, setImporting] = useState(false);
  // the import, its preview and template live under importVehicle/<task>
  const api = useMemo(
    () =>
      resourceApi({
        service: 'vehicle-svc',
        base: 'vehicle/otaTaskVehicle',
        module: 'updateTask',
        permissions: { import: OTA_PART_CALLS.importVehicleOf.access },
        suffixes: { import: `importVehicle/${task.id}` },
      }),
    [task.id],
  );
  const exportFile = async () => {
    let name = '';
    const blob = await callApi<Blob>(OTA_PART_CALLS.exportTask, undefined, {
      params: { otaTaskId: task.id },
      responseType: 'blob',
      onResponse: (r) => (name = fileNameOf(r.headers.get('content-disposition'), task.name)),
    });
    saveBlob(blob, name);
  };
  return (
    <>
      {can('updateTask', 'addVehicle') ? (
        <Button data-testid="ota-task-import" onClick={() => setImporting(true)}>
          {t('otaParts.importVehicles')}
        </Button>
      ) : null}
      {can('updateTask', 'export') ? (
        <Button data-testid="ota-task-export" onClick={() => void exportFile().catch(() => undefined)}>
          {t('otaParts.exportVehicles')}
        </Button>
      ) : null}
      <ImportModal
        open={importing}
        title={t('otaParts.importTitle', { name: task.name })}
        testId="ota-task-import"
        api={api}
        onClose={() => setImporting(false)}
        onImported={onImported}
      />
    </>
  );
}
