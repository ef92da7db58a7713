import { text } from '@chelian/contracts';
import { GATEWAY_EVENTS, OPEN_SERVICES } from '@chelian/contracts/resources/api-gateway/index';
import type { Dictionary } from '../../platform/seed/dictionaries';

type Key = Parameters<typeof text>[0];
const items = (values: readonly string[], prefix: string): Dictionary['items'] =>
  values.map((v) => [v, text(`${prefix}.${v}` as Key)]);

/** Labels of the open API's services and of the gateway log's events. */
export const API_GATEWAY_DICTIONARIES: Dictionary[] = [
  {
    code: 'gatewayService',
    name: { 'zh-CN': '开放接口服务', 'en-US': 'Open API service', 'zh-TW': '開放介面服務' },
    category: 'business',
    items: items(OPEN_SERVICES, 'apiGateway.services'),
  },
  {
    code: 'gatewayEvent',
    name: { 'zh-CN': '网关事件', 'en-US': 'Gateway event', 'zh-TW': '閘道事件' },
    category: 'business',
    items: items(GATEWAY_EVENTS, 'apiGateway.events'),
  },
];
