import { FilingScreen, filingResourceSpecs, OnRecordImport } from '../filing';

/** Vehicle model filings of both standards, each row naming its own; rows also come by file. */
export default function ModelFiling() {
  return (
    <FilingScreen
      spec={filingResourceSpecs.vehicleModelFiling}
      extra={(controller) => (
        <OnRecordImport controller={controller} module={filingResourceSpecs.vehicleModelFiling.module} />
      )}
    />
  );
}
