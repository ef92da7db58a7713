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

const CHIP_MODEL = 'terminal-svc/filing/chip_model';
const TBOX_MODEL = 'terminal-svc/filing/tbox_model';
const VEHICLE_MODEL = 'vehicle-svc/vehicle/vehicleModelFiling';
const VEHICLE = 'vehicle-svc/filing/vehicle';

/**
 * The filing calls beyond the filing resources' own. The calls on filings are open to any session:
 * each filing screen (general, GB4, GB6) has its own permission, so the route checks the caller's
 * against the standard of every filing named.
 */
export const FILING_CALLS = defineCalls({
  /** which national platform the server talks to (FilingPlatformInfo) */
  platform: { method: 'GET', path: 'vehicle-svc/filing/platform', access: 'session' },
  /** { ids }: registers the filings with the platform */
  chipModelRegister: { method: 'PUT', path: `${CHIP_MODEL}/register`, access: 'session' },
  /** asks the platform how the registration of one filing stands */
  chipModelRegisterQuery: { method: 'PUT', path: `${CHIP_MODEL}/:id/register/query`, access: 'session' },
  /** asks the platform for the identifier of one filing */
  chipModelIdentifier: { method: 'PUT', path: `${CHIP_MODEL}/:id/identifier/query`, access: 'session' },
  /** ?standard=: the identifiers the platform gave the tenant's models, of the standards the caller sees */
  chipModelIdentifiers: { method: 'GET', path: `${CHIP_MODEL}/identifier`, access: 'session' },
  /** one filing with its identifier as it stands */
  chipModelFiling: { method: 'GET', path: `${CHIP_MODEL}/:id/identifier`, access: 'session' },
  /** registers one filing with the platform */
  chipModelRegisterOne: { method: 'PUT', path: `${CHIP_MODEL}/:id/register`, access: 'session' },
  tboxModelRegister: { method: 'PUT', path: `${TBOX_MODEL}/register`, access: 'session' },
  tboxModelRegisterQuery: { method: 'PUT', path: `${TBOX_MODEL}/:id/register/query`, access: 'session' },
  tboxModelIdentifier: { method: 'PUT', path: `${TBOX_MODEL}/:id/identifier/query`, access: 'session' },
  tboxModelIdentifiers: { method: 'GET', path: `${TBOX_MODEL}/identifier`, access: 'session' },
  tboxModelFiling: { method: 'GET', path: `${TBOX_MODEL}/:id/identifier`, access: 'session' },
  tboxModelRegisterOne: { method: 'PUT', path: `${TBOX_MODEL}/:id/register`, access: 'session' },
  vehicleModelRegister: { method: 'PUT', path: `${VEHICLE_MODEL}/register`, access: 'session' },
  vehicleModelRegisterQuery: {
    method: 'PUT',
    path: `${VEHICLE_MODEL}/:id/register/query`,
    access: 'session',
  },
  /** { ids, onRecord }: vehicle models filed outside the platform */
  vehicleModelOnRecord: {
    method: 'POST',
    path: `${VEHICLE_MODEL}/updateOnRecord`,
    access: 'session',
    log: 'modelFiling/onRecord',
  },
  /** { standard? }: the vehicle model filings as dropdown options, of the standards the caller sees */
  vehicleModelOptions: { method: 'POST', path: `${VEHICLE_MODEL}/options`, access: 'session' },
  vehicleRegister: { method: 'PUT', path: `${VEHICLE}/register`, access: 'session' },
  vehicleRegisterQuery: { method: 'PUT', path: `${VEHICLE}/:id/register/query`, access: 'session' },
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
