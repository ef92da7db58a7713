import type { FilingStandard, FilingSubject } from '@chelian/contracts';

/** What is sent to the national platform about one subject: its codes and the fields it is filed with. */
export interface FilingDocument {
  subject: FilingSubject;
  standard: FilingStandard;
  code: string;
  name: string;
  identifier: string | null;
  /** the subject's filed fields by name; null or '' when the archive lacks them */
  fields: Record<string, string | number | null>;
}

export type ReviewAnswer =
  { state: 'AUDITING' } | { state: 'APPROVED' } | { state: 'REJECTED'; reason: string };

/**
 * The national filing platform: identifier query, register, register query.
 * The built-in sandbox answers like the platform does; a real one is reached over HTTP.
 */
export interface FilingPlatformClient {
  readonly kind: 'SANDBOX' | 'HTTP';
  /** the sandbox's review time in seconds, null for a real platform */
  readonly reviewSeconds: number | null;
  /** the identifier the platform gives the subject (the same one each time it is asked) */
  queryIdentifier(doc: FilingDocument): Promise<{ identifier: string }>;
  /** takes a registration for review; answers the platform's request number */
  register(doc: FilingDocument): Promise<{ requestNo: string }>;
  /** where the review of a registration stands */
  queryRegister(requestNo: string, doc: FilingDocument): Promise<ReviewAnswer>;
}

/** The platform did not answer in time: the submission counts as timed out (audit code 5). */
export class PlatformTimeoutError extends Error {}

/** The platform refused the call itself (audit code 6, submit failed), with its words. */
export class PlatformFailedError extends Error {}
