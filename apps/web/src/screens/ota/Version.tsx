import './specs';
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { otaVersionSpec } from '@chelian/contracts/resources/ota/index';
import { ResourceScreen } from '../../engine';
import { VersionVehicles } from './VersionVehicles';

/**
 * OTA versions (ota/version): packages uploaded through the file service, their MD5 and SHA-256
 * computed on save, and the vehicles each version is released for (link and unlink vehicle).
 */
export default function Version() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      <ResourceScreen
        spec={otaVersionSpec}
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            data-testid={`ota-version-vehicles-${String(row.id)}`}
            onClick={() => setOpen({ id: Number(row.id), name: String(row.versionName ?? '') })}
          >
            {t('otaParts.linkVehicles')}
          </Button>
        )}
      />
      {open ? <VersionVehicles version={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
