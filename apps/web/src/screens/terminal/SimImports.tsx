import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportModal, localize, resourceApi, type ListController } from '../../engine';
import { archiveExtraResourceSpecs, terminalResourceSpecs } from './specs';

const simCardSpec = terminalResourceSpecs.simCard;
const simCardUpdateImportSpec = archiveExtraResourceSpecs.simCardUpdateImport;

/**
 * The spec's two SIM card files beside the screen's own import: new cards (the SIM card resource's
 * import, also served at import/sim) and the update file (the simCardUpdateImport resource, also
 * served at importEx: a known ICCID updates its card). Each opens the engine's import dialog with
 * its resource's calls, template and error report.
 */
const IMPORTS = [
  {
    key: 'importSim',
    scope: 'simCard-importSim',
    api: resourceApi(simCardSpec),
    titleKey: null,
    title: simCardSpec.title,
  },
  {
    key: 'importEx',
    scope: 'simCard-importEx',
    api: resourceApi(simCardUpdateImportSpec),
    titleKey: 'terminal.importExTitle',
    title: simCardUpdateImportSpec.title,
  },
] as const;

export function SimImports({ controller }: { controller: ListController }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (!controller.can('import')) return null;
  return (
    <>
      {IMPORTS.map((entry) => (
        <span key={entry.key}>
          <Button data-testid={`${entry.scope}-open`} onClick={() => setOpen(entry.key)}>
            {t(`terminal.${entry.key}`)}
          </Button>
          <ImportModal
            open={open === entry.key}
            title={entry.titleKey ? t(entry.titleKey) : localize(entry.title)}
            testId={`${entry.scope}-import`}
            api={entry.api}
            onClose={() => setOpen(null)}
            onImported={() => controller.refresh()}
          />
        </span>
      ))}
    </>
  );
}
