import { defineDomain } from '../../engine/domain';
import { EXPORT_TASK_TEXTS } from './export-tasks';
import { fileRoutes } from './routes';

/** Uploaded files: images, attachments and the signed links that serve them. */
export const fileDomain = defineDomain({
  name: 'file',
  texts: EXPORT_TASK_TEXTS,
  routes(app, { ctx }) {
    fileRoutes(app, ctx);
  },
});

// what other domains use
export { deleteAttachments, sendAttachment, storeBytes, storeUpload } from './service';
export type { IncomingFile } from './service';
export {
  abandonedCode,
  deleteExportTasks,
  exportTaskError,
  exportTaskProgress,
  runExportTask,
  sendExportTaskFile,
  startExportTasks,
  watchExportTasks,
} from './export-tasks';
export type { ExportFile, ExportTaskTable } from './export-tasks';
