import { qbLinkParamSpec } from '@chelian/contracts/resources/control/qbLinkParams';
import { ResourceScreen } from '../../engine';
import { QbLinkSettingDialog } from './QbLinkSettingDialog';

/** QB link parameters of each vehicle with a terminal, as its terminal confirmed them, and their setting. */
export default function QbLinkParams() {
  return (
    <ResourceScreen
      spec={qbLinkParamSpec}
      paths={{ page: 'vehicle-svc/vehicle/enterpriseParams/V1.0/list' }}
      dialogs={{ qbLinkSetting: QbLinkSettingDialog }}
      autoRefresh
    />
  );
}
