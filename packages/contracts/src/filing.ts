import type { LocalizedText } from './menu-catalog';
import { text } from './i18n';
import { defineCalls } from './call';

/** The national standards a filing is made under. */
export const FILING_STANDARDS = ['GB4', 'GB6'] as const;
export type FilingStandard = (typeof FILING_STANDARDS)[number];

/** What is filed: chip models, terminal (T-BOX) models, vehicle models and vehicles. */
export const FILING_SUBJECTS = ['CHIP_MODEL', 'TBOX_MODEL', 'VEHICLE_MODEL', 'VEHICLE'] as const;
export type FilingSubject = (typeof FILING_SUBJECTS)[number];

/**
 * Where a filing stands. SUBMITTED: the platform took the registration; AUDITING: it reports the
 * review under way; the three last are final until the filing is registered again.
 */
export const FILING_STATUSES = [
  'TO_SUBMIT',
  'SUBMITTED',
  'AUDITING',
  'APPROVED',
  'REJECTED',
  'TIMEOUT',
  'FAILED',
] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** Statuses in which the platform still owes an answer: the background job asks about these. */
export const FILING_PENDING: readonly FilingStatus[] = ['SUBMITTED', 'AUDITING'];

/**
 * The console's audit status codes: GB4 -1 to be submitted, 0 to be reviewed,
 * 1 approved, 2 rejected, 5 submit timeout, 6 submit failed; GB6 0, 1, 3, 4, 5, 6 for the same.
 */
export const FILING_AUDIT_CODES: Record<FilingStandard, Record<FilingStatus, number>> = {
  GB4: { TO_SUBMIT: -1, SUBMITTED: 0, AUDITING: 0, APPROVED: 1, REJECTED: 2, TIMEOUT: 5, FAILED: 6 },
  GB6: { TO_SUBMIT: 0, SUBMITTED: 1, AUDITING: 1, APPROVED: 3, REJECTED: 4, TIMEOUT: 5, FAILED: 6 },
};

export const FILING_STATUS_TEXTS: Record<FilingStatus, LocalizedText> = {
  TO_SUBMIT: text('filing.status.TO_SUBMIT'),
  SUBMITTED: text('filing.status.SUBMITTED'),
  AUDITING: text('filing.status.AUDITING'),
  APPROVED: text('filing.status.APPROVED'),
  REJECTED: text('filing.status.REJECTED'),
  TIMEOUT: text('filing.status.TIMEOUT'),
  FAILED: text('filing.status.FAILED'),
};

/** The label the console shows on every filing screen while the built-in sandbox answers. */
export const SANDBOX_PLATFORM_LABEL: LocalizedText = text('filing.sandboxPlatform');

/** The filing calls beyond the filing resources' own. */
export const FILING_CALLS = defineCalls({
  /** which national platform the server talks to (FilingPlatformInfo) */
  platform: { method: 'GET', path: 'vehicle-svc/filing/platform', access: 'session' },
});

/** GET .../filing/platform: which national platform the server talks to. */
export interface FilingPlatformInfo {
  kind: 'SANDBOX' | 'HTTP';
  /** the sandbox's review time in seconds; null for a real platform */
  reviewSeconds: number | null;
}

/** Pushed on the websocket when a filing of the caller's tenant changes status. */
export interface FilingPush {
  type: 'filing';
  id: number;
  subject: FilingSubject;
  status: FilingStatus;
}
