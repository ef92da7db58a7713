import { useTranslation } from 'react-i18next';
import {
  neDriverSpec,
  neProduceSpec,
  nePushSpec,
  neSaleSpec,
  neStorageSpec,
  neTerminalSpec,
  neVehicleNativeSpec,
  neVehicleSpec,
} from '@chelian/contracts/resources/ne-vehicle';
import { ResourceScreen } from '../../engine';
import { ExportByVin, ExtraExports } from './ExportButtons';
import { FlowDialog } from './FlowDialog';
import { FlowImports } from './FlowImports';
import './specs';

const FLOW_IMPORTS = [
  neProduceSpec,
  neSaleSpec,
  neDriverSpec,
  neStorageSpec,
  neTerminalSpec,
  nePushSpec,
] as const;

/** New-energy vehicles: create and the VIN import archive them; production and sale per vehicle or by file; parts and terminals by file. */
export default function NewEnergyVehicle() {
  const { t } = useTranslation();
  return (
    <ResourceScreen
      spec={neVehicleSpec}
      dialogs={{ produce: FlowDialog, sale: FlowDialog }}
      toolbar={{
        extra: (controller) => (
          <>
            <FlowImports controller={controller} specs={FLOW_IMPORTS} />
            <ExtraExports
              controller={controller}
              exports={[
                {
                  spec: neVehicleNativeSpec,
                  label: t('neVehicle.exportNative'),
                  testId: 'neVehicle-export-native',
                },
              ]}
            />
            <ExportByVin controller={controller} />
          </>
        ),
      }}
    />
  );
}
