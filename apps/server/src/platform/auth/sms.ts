import type { FastifyBaseLogger } from 'fastify';

/** Sends a text to a phone. The default writes it to the log; a deployment plugs in its SMS gateway here. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d+(\d{2})$/, '$1******$2');

/**
 * The default sender. Outside production it writes the whole text (reset code included) so the
 * demo and the tests can read it; in production only that a text went to a masked number: a
 * reset code in a log file would let anyone who reads the logs take over the account.
 */
export function logSmsSender(log: FastifyBaseLogger, production: boolean): SmsSender {
  return {
    async send(phone, text) {
      if (production)
        log.info(
          { phone: maskPhone(phone) },
          'SMS: a reset code was sent to this number (the text is not logged in production)',
        );
      else log.info({ phone: maskPhone(phone) }, `SMS: ${text}`);
    },
  };
}
