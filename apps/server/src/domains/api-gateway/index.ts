import { defineDomain } from '../../engine/domain';
import { API_GATEWAY_DICTIONARIES } from './dictionaries';
import { Gateway } from './gateway';
import { addGateway, removeGateway } from './live';
import { apiGatewayMessages } from './messages';
import { openApiPlugin } from './open-api';
import { API_GATEWAY_RESOURCES } from './resources';

/** The API gateway (002 §2 API management, §3, §7): the open API for third parties, its keys, rules and logs. */
export const apiGatewayDomain = defineDomain({
  name: 'api-gateway',
  resources: API_GATEWAY_RESOURCES,
  dictionaries: API_GATEWAY_DICTIONARIES,
  messages: apiGatewayMessages,
  async routes(app, { ctx }) {
    const gateway = new Gateway(ctx.database.db, ctx.log, ctx.config.REDIS_URL);
    addGateway(gateway);
    app.addHook('onClose', async () => {
      removeGateway(gateway);
      await gateway.close();
    });
    await app.register(openApiPlugin(ctx.database.db, gateway, ctx), { prefix: '/open/v1' });
  },
});
