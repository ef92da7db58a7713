import { listScreen } from '../../engine';
import { CopyTemplateDialog } from './CopyTemplateDialog';
import { TemplateSignalsDialog } from './TemplateSignalsDialog';
import { signalResourceSpecs } from './specs';

/** Signal templates of each series: create, edit, copy, choose their signals. */
export default listScreen({
  spec: signalResourceSpecs.signalTemplate,
  dialogs: { templateSignals: TemplateSignalsDialog, copyTemplate: CopyTemplateDialog },
});
