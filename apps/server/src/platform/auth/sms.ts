import type { FastifyBaseLogger } from 'fastify';

/** Sends a text to a phone. The default writes it to the log; a deployment plugs in its SMS gateway here. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, text) {
      log.info({ phone: phone.replace(/^(\d{3})\d+(\d{2})$/, '$1******$2') }, `SMS: ${text}`);
    },
  };
}
