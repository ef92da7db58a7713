/**
 * Bus subjects of the vehicle side (platform/bus.ts Bus; core NATS across processes).
 */
export const TelemetrySubjects = {
  /**
   * After each ingest write: { at, vehicles: VehicleStateEvent[] } (one message per batch), for the
   * monitoring screens' live rows and markers.
   */
  vehicleState: 'vehicle.state',
  /** CommandService -> gateways: { checkId, vin } "deliver this command if the terminal is yours" */
  commandRequest: 'gateway.command',
  /** gateways -> CommandService and API nodes: CommandStatusEvent on every status change */
  commandStatus: 'command.status',
  /**
   * The default terminal SMS gateway -> whoever runs simulated terminals (the demo fleet of a
   * gateway process, tests): TerminalWakeMessage, "this terminal got a wake-up SMS, log in now".
   */
  terminalWake: 'terminal.wake',
  /**
   * API nodes -> gateways: TerminalDropMessage, "close the session of this VIN if you hold it" (a
   * VIN change: the terminal must log in again under its new identity).
   */
  terminalDrop: 'gateway.drop',
} as const;

/** Asks the gateway holding a VIN's session to close it (TelemetrySubjects.terminalDrop). */
export interface TerminalDropMessage {
  vin: string;
  reason: string;
}

/** A wake-up SMS as the default terminal SMS gateway hands it on (TelemetrySubjects.terminalWake). */
export interface TerminalWakeMessage {
  vin: string;
  iccid: string | null;
  phone: string | null;
  text: string;
  checkId: string;
}

/** A compact "vehicle state changed" entry. Fields that did not change in this write are left out. */
export interface VehicleStateEvent {
  vehicleId: number;
  tenantId: number;
  vin: string;
  online?: boolean;
  /** data time of the newest report, ms */
  time?: number;
  lng?: number | null;
  lat?: number | null;
  speed?: number | null;
  soc?: number | null;
  mileage?: number | null;
  acc?: boolean;
  charging?: boolean;
  alarmLevel?: number | null;
}
