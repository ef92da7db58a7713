import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { apiGatewayZhCN } from './zh-CN';

export const apiGatewayEnUS: CatalogueOf<typeof apiGatewayZhCN> = {
  issued: {
    title: 'Key issued',
    once: 'The key is shown this once and cannot be read again after closing. Copy it now and keep it safe; if it is lost, delete this authorisation and issue a new one.',
    usage: 'Send this key in the X-Api-Key header when calling the open API.',
    done: 'I have saved it',
  },
};
