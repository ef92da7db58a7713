import { defineDomain } from '../../engine/domain';
import { fileRoutes } from './routes';

/** Uploaded files: images, attachments and the signed links that serve them. */
export const fileDomain = defineDomain({
  name: 'file',
  routes(app, { ctx }) {
    fileRoutes(app, ctx);
  },
});

// what other domains use
export { deleteAttachments, sendAttachment, storeBytes, storeUpload } from './service';
export type { IncomingFile } from './service';
export {
  deleteExportTasks,
  exportTaskProgress,
  runExportTask,
  sendExportTaskFile,
  startExportTasks,
} from './export-tasks';
export type { ExportFile, ExportTaskTable } from './export-tasks';
