import { QB_PARAM_CALLS } from '@chelian/contracts/resources/control/qbParams';
import { qbLinkParamHistorySpec } from '@chelian/contracts/resources/control/qbLinkParams';
import { listScreen } from '../../engine';

/** Every set of QB link parameters sent (setting or QB task) with its outcome. */
export default listScreen({
  spec: qbLinkParamHistorySpec,
  paths: { page: QB_PARAM_CALLS.linkParamHistory.path },
  autoRefresh: true,
});
