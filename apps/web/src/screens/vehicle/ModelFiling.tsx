import { FilingScreen } from '../filing/FilingScreen';
import { filingResourceSpecs } from '../filing/specs';
import { OnRecordImport } from '../filing/OnRecordImport';

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
