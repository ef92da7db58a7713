import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Tx } from '../db/store';
import type { Bus } from '../platform/bus';
import type { PreparedBatch } from './batch';
import type { IngestMessage } from './messages';

/**
 * Work a domain does with every batch the ingest worker writes (daily rollups, the forwarding
 * outbox, OTA progress, location checks). It runs inside the batch's transaction, after history,
 * latest state and alarms are written, so what it writes lands with the reports or not at all:
 * nothing is counted for a frame that was not stored, nothing lost for one that was.
 */
export interface IngestStep {
  readonly name: string;
  /** true while the step reads the reports' values and fixes: the batch keeps them then */
  readonly needsValues?: boolean;
  /**
   * Writes the step's rows for the batch (messages as they came, reports decoded and sorted by
   * vehicle and data time). May give back what to do once the transaction commits (pushes).
   */
  run(tx: Tx, messages: readonly IngestMessage[], batch: PreparedBatch): Promise<(() => void) | void>;
  /** the transaction failed after run: state the step holds in memory for these vehicles is read again */
  forget?(vehicleIds: readonly number[]): void;
  stop?(): void;
}

export interface IngestStepDeps {
  database: Database;
  bus: Bus;
  log: FastifyBaseLogger;
}

/** How the app hands a domain's step to each worker it starts. */
export type IngestStepFactory = (deps: IngestStepDeps) => IngestStep;
