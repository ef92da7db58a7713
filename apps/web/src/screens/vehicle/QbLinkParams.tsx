import { QB_PARAM_CALLS } from '@chelian/contracts/resources/control/qbParams';
import { qbLinkParamSpec } from '@chelian/contracts/resources/control/qbLinkParams';
import { listScreen } from '../../engine';
import { QbLinkSettingDialog } from './QbLinkSettingDialog';

/** QB link parameters of each vehicle with a terminal, as its terminal confirmed them, and their setting. */
export default listScreen({
  spec: qbLinkParamSpec,
  paths: { page: QB_PARAM_CALLS.linkParams.path },
  dialogs: { qbLinkSetting: QbLinkSettingDialog },
  autoRefresh: true,
});
