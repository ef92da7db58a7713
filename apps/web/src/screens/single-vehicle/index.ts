/** What other screen areas use of the single-vehicle area (its tabs and history charts). */
export { CurrentConditionTab } from './CurrentConditionTab';
export { CurrentFaultsTab } from './CurrentFaultsTab';
export { HistoryPanel } from './HistoryPanel';
export {
  CHART_MAX_POINTS,
  historyChartOption,
  loadHistoryRange,
  pointsOf,
  type HistorySeries,
} from './historyChart';
export { TrackReplay } from './TrackReplay';
export { TravelDayTable, TripTable, travelHours } from './TravelTables';
