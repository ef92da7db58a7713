import { qbLinkParamHistorySpec } from '@chelian/contracts/resources/control/qbLinkParams';
import { ResourceScreen } from '../../engine';

/** Every set of QB link parameters sent (setting or QB task) with its outcome. */
export default function QbLinkParamHistory() {
  return (
    <ResourceScreen
      spec={qbLinkParamHistorySpec}
      paths={{ page: 'vehicle-svc/vehicle/enterpriseParams/V1.0/historyList' }}
      autoRefresh
    />
  );
}
