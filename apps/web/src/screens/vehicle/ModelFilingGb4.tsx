import { FilingScreen, filingResourceSpecs, OnRecordImport } from '../filing';

/** Vehicle model filings under GB4. */
export default function ModelFilingGb4() {
  return (
    <FilingScreen
      spec={filingResourceSpecs.vehicleModelFilingGb4}
      extra={(controller) => (
        <OnRecordImport controller={controller} module={filingResourceSpecs.vehicleModelFilingGb4.module} />
      )}
    />
  );
}
