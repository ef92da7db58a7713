import { FilingScreen, filingResourceSpecs, OnRecordImport } from '../filing';

/** Vehicle model filings under GB6. */
export default function ModelFilingGb6() {
  return (
    <FilingScreen
      spec={filingResourceSpecs.vehicleModelFilingGb6}
      extra={(controller) => (
        <OnRecordImport controller={controller} module={filingResourceSpecs.vehicleModelFilingGb6.module} />
      )}
    />
  );
}
