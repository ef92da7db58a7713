/** What other screen areas use of the single-vehicle area (its tabs and charts). */
export { CurrentConditionTab } from './CurrentConditionTab';
export { CurrentFaultsTab } from './CurrentFaultsTab';
export { HistoryPanel } from './HistoryPanel';
export { LineChart, type Series } from './LineChart';
export { TrackReplay } from './TrackReplay';
