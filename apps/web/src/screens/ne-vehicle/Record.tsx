import { useTranslation } from 'react-i18next';
import { neRecordNativeSpec, neRecordSpec, neTraceBackSpec } from '@chelian/contracts/resources/ne-vehicle';
import { ResourceScreen } from '../../engine';
import { ExtraExports } from './ExportButtons';
import './specs';

/** Filing of new-energy vehicles, with the native and trace-back exports. */
export default function Record() {
  const { t } = useTranslation();
  return (
    <ResourceScreen
      spec={neRecordSpec}
      toolbar={{
        extra: (controller) => (
          <ExtraExports
            controller={controller}
            exports={[
              {
                spec: neRecordNativeSpec,
                label: t('neVehicle.exportNative'),
                testId: 'neVehicleRecord-export-native',
              },
              {
                spec: neTraceBackSpec,
                label: t('neVehicle.exportTraceBack'),
                testId: 'neVehicleRecord-export-trace',
              },
            ]}
          />
        ),
      }}
    />
  );
}
