/** What other screen areas use of the filing area. */
export { FilingScreen } from './FilingScreen';
export { OnRecordImport } from './OnRecordImport';
export { filingResourceSpecs } from './specs';
