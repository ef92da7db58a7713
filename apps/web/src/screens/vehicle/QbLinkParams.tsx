import { QB_PARAM_CALLS } from '@chelian/contracts/resources/control/qbParams';
import { qbLinkParamSpec } from '@chelian/contracts/resources/control/qbLinkParams';
import { ResourceScreen } from '../../engine';
import { QbLinkSettingDialog } from './QbLinkSettingDialog';

/** QB link parameters of each vehicle with a terminal, as its terminal confirmed them, and their setting. */
export default function QbLinkParams() {
  return (
    <ResourceScreen
      spec={qbLinkParamSpec}
      paths={{ page: QB_PARAM_CALLS.linkParams.path }}
      dialogs={{ qbLinkSetting: QbLinkSettingDialog }}
      autoRefresh
    />
  );
}
