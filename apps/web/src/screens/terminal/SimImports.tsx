import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportModal, localize, resourceApi, type ListController } from '../../engine';
import { archiveExtraResourceSpecs, terminalResourceSpecs } from './specs';

const simCardSpec = terminalResourceSpecs.simCard;
const simCardUpdateImportSpec = archiveExtraResourceSpecs.simCardUpdateImport;

/**
 * The spec's two SIM card files beside the screen's own import: import/sim (new cards) and
 * importEx (a known ICCID updates its card). Each opens the engine's import dialog at its own path,
 * with its template and error report.
 */
const IMPORTS = [
  {
    key: 'importSim',
    scope: 'simCard-importSim',
    api: resourceApi({
      service: simCardSpec.service,
      base: simCardSpec.base,
      suffixes: { import: 'import/sim' },
    }),
    titleKey: null,
    title: simCardSpec.title,
  },
  {
    key: 'importEx',
    scope: 'simCard-importEx',
    api: resourceApi({
      service: simCardSpec.service,
      base: simCardSpec.base,
      suffixes: { import: 'importEx' },
    }),
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
