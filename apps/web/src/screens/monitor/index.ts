/** What other screen areas may use of the monitoring screens. */
export { STATE_COLOURS, StateTag } from './parts';
