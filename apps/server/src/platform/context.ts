import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Bus } from './bus';
import type { Storage } from './files/storage';
import type { SmsSender } from './auth/sms';
import type { Secrets } from './secrets';

/** What every route and service of one server process shares. */
export interface ServerContext {
  config: Config;
  database: Database;
  bus: Bus;
  storage: Storage;
  sms: SmsSender;
  /** SECRET_KEY and the keys derived from it */
  secrets: Secrets;
  log: FastifyBaseLogger;
}
