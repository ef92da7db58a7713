export { SimulatedTerminal, type TerminalOptions, type TerminalStats, type TerminalState } from './terminal';
export { startFleet, type Fleet, type FleetOptions } from './fleet';
export { VehicleModel, type ActiveAlarm, type Mode, type VehicleOptions } from './vehicle';
export {
  vehicleIdentity,
  fleetIdentities,
  DEFAULT_SEED,
  DEMO_SEED,
  FLEET_SEED,
  type VehicleIdentity,
} from './identity';
export { fleetVin, vinCheckDigit, isValidVin } from './vin';
export { CITIES, type City } from './cities';
export { Random } from './random';
export {
  CarBody,
  BODY_CONTROL_COMMAND_ID,
  BODY_FUNCTIONS,
  BODY_REFUSALS,
  type BodyFunction,
  type BodyRefusal,
} from './body';
export { applyLock, LOCK_COMMAND_ID, SPEED_LIMITS } from './lock';
export {
  FILE_UPLOAD_COMMAND_ID,
  parseFileRequest,
  terminalFile,
  uploadFile,
  type TerminalFileType,
} from './files';
export { listenForWakeups, wakeNamed, WAKE_SUBJECT } from './wake';
export { demoSigningKey, demoSigningPublicKeyHex, signReport, type SigningKeyPair } from './sign';
export { classifyLoginFailure, refusalAdvice, type Refusal, type RefusalReason } from './refusals';
export { OtaAgent, OTA_REPLY, type OtaEvent } from './ota';
