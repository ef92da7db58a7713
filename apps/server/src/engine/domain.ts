import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Language } from '@chelian/contracts';
import type { SessionStore } from '../platform/auth/sessions';
import type { ServerContext } from '../platform/context';
import type { WebsocketHub } from '../platform/websocket';
import type { Dictionary } from '../platform/seed/dictionaries';
import type { SystemText } from '../platform/localized';
import type { VehicleReferences } from '../platform/vehicle-scope';
import type { Resource } from './engine';
import { serveResources, type EngineContext } from './routes';

/** What a domain's routes and jobs are given: nothing is imported from the app. */
export interface DomainDeps {
  ctx: ServerContext;
  sessions: SessionStore;
  engine: EngineContext;
  hub: WebsocketHub;
}

/**
 * One business domain as the app assembles it. Its index.ts exports one of these and nothing
 * registers itself by being imported: the app hands the list to the engine and Fastify.
 */
export interface Domain {
  name: string;
  /** served by the engine: page, find, options, create, update, delete, import and export */
  resources?: readonly Resource[];
  /** the domain's error and notice texts, in every language (platform/messages.ts) */
  messages?: Record<Language, Record<string, string>>;
  /** the domain's dictionaries (codes with labels in every language), kept in step at every start */
  dictionaries?: readonly Dictionary[];
  /**
   * texts the domain writes into rows (seeded names, reasons it gives) in every language: rows keep the zh-CN text,
   * the translations are stored at every start and resources' systemTexts show them (platform/localized.ts)
   */
  texts?: readonly SystemText[];
  /** the vehicles a dealer-network organisation references: bounds its users' view (platform/vehicle-scope.ts) */
  vehicleReferences?: VehicleReferences;
  /** reference data kept in step with the code at every start (not demo data: that is src/demo) */
  seed?(ctx: ServerContext): Promise<void>;
  /** the calls beyond its resources' standard ones */
  routes?(app: FastifyInstance, deps: DomainDeps): void | Promise<void>;
  /** scheduled work; started once per deployment, in the worker processes; returns its stop */
  jobs?(deps: DomainDeps): () => void;
}

export const defineDomain = (domain: Domain): Domain => domain;

/**
 * The Fastify plugin of a domain: its resources' standard calls, then its own. Encapsulated as
 * Fastify plugins are, so a parser or hook a domain adds stays inside it.
 */
export function domainPlugin(domain: Domain): FastifyPluginAsync<DomainDeps> {
  const plugin: FastifyPluginAsync<DomainDeps> = async (app, deps) => {
    serveResources(app, deps.engine, domain.resources ?? []);
    await domain.routes?.(app, deps);
  };
  Object.defineProperty(plugin, 'name', { value: `domain:${domain.name}` });
  return plugin;
}
