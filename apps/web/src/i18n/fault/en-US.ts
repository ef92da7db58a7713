import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { faultZhCN } from './zh-CN';

export const faultEnUS: CatalogueOf<typeof faultZhCN> = {
  handleTitle: 'Handle faults ({{count}} selected)',
  content: 'Handling note',
  contentRequired: 'Enter the handling note',
  endTitle: 'End handling',
  endConfirm: 'End the handling of the {{count}} selected faults? No note can be added afterwards.',
  importTitle: 'Import handling notes',
  importHint:
    'First column: the fault number; second: the note. One bad row and nothing of the file is imported.',
  downloadTemplate: 'Download template',
  chooseFile: 'Choose a file and import',
  imported: '{{count}} handling notes imported',
};
