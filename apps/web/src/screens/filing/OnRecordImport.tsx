import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { vehicleModelOnRecordSpec } from '@chelian/contracts/resources/filing/index';
import { ImportModal, localize, resourceApi, type ListController } from '../../engine';
import { useCan } from '../../hooks/useCan';

const api = resourceApi(vehicleModelOnRecordSpec);

/**
 * On-record statuses of vehicle model filings by file (importOnRecordStatus), in the engine's
 * import dialog with its template and error report; shown to holders of the screen's onRecord.
 */
export function OnRecordImport({ controller, module }: { controller: ListController; module: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can(module, 'onRecord')) return null;
  return (
    <>
      <Button data-testid="filing-onRecord-import-open" onClick={() => setOpen(true)}>
        {t('filing.onRecordImport')}
      </Button>
      <ImportModal
        open={open}
        title={localize(vehicleModelOnRecordSpec.title)}
        testId="filing-onRecord-import"
        api={api}
        onClose={() => setOpen(false)}
        onImported={() => controller.refresh()}
      />
    </>
  );
}
