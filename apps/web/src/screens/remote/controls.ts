import type { ParseKeys } from 'i18next';
import { CONTROL_KINDS, type ControlKind } from '@chelian/contracts/control';

/** A key of the console's texts or of the shared ones. */
type TextKey = ParseKeys<['translation', 'shared']>;

/** How a panel offers a control: the labels of its two actions (momentary controls have only "on") and its argument. */
export type ArgumentName = 'windLevel' | 'capacity' | 'preheatType' | 'seat' | 'heatLevel';

export interface ControlButtons {
  on: TextKey;
  off?: TextKey;
  /** what "on" carries */
  argument?: ArgumentName;
  /** what both actions carry (the seat a seat-heating command switches) */
  target?: ArgumentName;
}

export const CONTROL_BUTTONS: Record<ControlKind, ControlButtons> = {
  lock: { on: 'shared:screens.remote.buttons.lock.on', off: 'shared:screens.remote.buttons.lock.off' },
  trunk: { on: 'shared:screens.remote.buttons.trunk.on', off: 'shared:screens.remote.buttons.trunk.off' },
  air: {
    on: 'shared:screens.remote.buttons.air.on',
    off: 'shared:screens.remote.buttons.air.off',
    argument: 'windLevel',
  },
  recharge: {
    on: 'shared:screens.remote.buttons.recharge.on',
    off: 'shared:screens.remote.buttons.recharge.off',
    argument: 'capacity',
  },
  window: { on: 'shared:screens.remote.buttons.window.on', off: 'shared:screens.remote.buttons.window.off' },
  light: { on: 'shared:screens.remote.buttons.light.on', off: 'shared:screens.remote.buttons.light.off' },
  findCar: { on: 'shared:screens.remote.buttons.findCar.on' },
  flashLightCtrl: { on: 'shared:screens.remote.buttons.flashLightCtrl.on' },
  whistleCtrl: { on: 'shared:screens.remote.buttons.whistleCtrl.on' },
  tempStart: {
    on: 'shared:screens.remote.buttons.tempStart.on',
    off: 'shared:screens.remote.buttons.tempStart.off',
  },
  batteryCharge: {
    on: 'shared:screens.remote.buttons.batteryCharge.on',
    off: 'shared:screens.remote.buttons.batteryCharge.off',
  },
  preheat: {
    on: 'shared:screens.remote.buttons.preheat.on',
    off: 'shared:screens.remote.buttons.preheat.off',
    argument: 'preheatType',
  },
  seatHeat: {
    on: 'shared:screens.remote.buttons.seatHeat.on',
    off: 'shared:screens.remote.buttons.seatHeat.off',
    argument: 'heatLevel',
    target: 'seat',
  },
};

/** The labels of the values of an argument that has named values (seats, heat levels, preheat types). */
export const VALUE_LABELS: Partial<Record<ArgumentName, Record<number, TextKey>>> = {
  seat: {
    1: 'shared:screens.remote.seats.1',
    2: 'shared:screens.remote.seats.2',
    3: 'shared:screens.remote.seats.3',
  },
  /** Seat-heating levels as the car's switch shows them. */
  heatLevel: {
    0: 'shared:screens.remote.heatLevels.0',
    1: 'shared:screens.remote.heatLevels.1',
    2: 'shared:screens.remote.heatLevels.2',
    3: 'shared:screens.remote.heatLevels.3',
  },
  preheatType: {
    0: 'shared:screens.remote.preheatTypes.0',
    1: 'shared:screens.remote.preheatTypes.1',
    2: 'shared:screens.remote.preheatTypes.2',
  },
};

/** The controls a panel (menu screen remote/<group>) sends. */
export function controlsOf(group: string): ControlKind[] {
  return (Object.keys(CONTROL_KINDS) as ControlKind[]).filter((k) => CONTROL_KINDS[k].group === group);
}

/**
 * Controls that open the car or let it move: asked again, naming the vehicle, before they are sent
 * (a wrong VIN picked from the list would unlock a stranger's car).
 */
export const CONFIRMED_CONTROLS: ReadonlySet<ControlKind> = new Set(['lock', 'trunk', 'window', 'tempStart']);
