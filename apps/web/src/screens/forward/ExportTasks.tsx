import { useEffect } from 'react';
import { Button, Drawer, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FORWARD_EXPORT_CALLS as X,
  forwardExportTaskSpec,
} from '@chelian/contracts/resources/forward/forward';
import { callApi } from '../../api/http';
import { fileNameOf, ResourceScreen, saveBlob, type ListController } from '../../engine';
import { useCan } from '../../hooks/useCan';

/** How often the list is read again while a task waits or runs, so its state and progress follow. */
const LIVE_MS = 2_000;

function LiveRefresh({ controller }: { controller: ListController }) {
  const open = controller.rows.some((r) => r.status === 'waiting' || r.status === 'running');
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void controller.refresh(), LIVE_MS);
    return () => clearInterval(timer);
  }, [open, controller]);
  return null;
}

async function download(id: number, taskName: string) {
  let name = '';
  const blob = await callApi<Blob>(X.exportFile, undefined, {
    params: { id },
    responseType: 'blob',
    onResponse: (r) => (name = fileNameOf(r.headers.get('content-disposition'), taskName)),
  });
  saveBlob(blob, name);
}

/**
 * Export tasks of task data (fwpExportTasks): the records forwarded over a time range, of a config
 * or all, of some vehicles or all, written in the background; the list follows their state and
 * progress live, and a finished task's file downloads from its row.
 */
export function ExportTasks({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Drawer
      open={open}
      title={t('forward.exportTasks')}
      size={1100}
      onClose={onClose}
      destroyOnHidden
      data-testid="forward-export-tasks"
    >
      {open ? (
        <ResourceScreen
          spec={forwardExportTaskSpec}
          rowActions={(row) => {
            const id = Number(row.id);
            if (row.status === 'running' || row.status === 'waiting') {
              const total = Number(row.totalCount ?? 0);
              const done = Number(row.rowCount ?? 0);
              return (
                <Progress
                  size="small"
                  style={{ width: 120 }}
                  percent={total ? Math.min(99, Math.round((done / total) * 100)) : 0}
                />
              );
            }
            return row.status === 'finished' && can('taskData', 'export') ? (
              <Button
                type="link"
                size="small"
                data-testid={`forward-export-download-${id}`}
                onClick={() => void download(id, String(row.taskName ?? 'export'))}
              >
                {t('forward.download')}
              </Button>
            ) : null;
          }}
        >
          {(controller) => <LiveRefresh controller={controller} />}
        </ResourceScreen>
      ) : null}
    </Drawer>
  );
}
