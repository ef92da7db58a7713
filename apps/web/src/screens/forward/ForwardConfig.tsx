import { useEffect, useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FORWARD_CALLS as C,
  forwardConfigSpec,
  type ForwardTaskState,
} from '@chelian/contracts/resources/forward/forward';
import { callApi } from '../../api/http';
import { ResourceScreen, type ListController } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { ForwardVehicles } from './ForwardVehicles';
import { Preview } from './Preview';

/** How often the list is read again while a task runs, so its link state and counts stay live. */
const LIVE_MS = 3_000;

/** Reads the list again while any of its tasks runs. */
function LiveRefresh({ controller }: { controller: ListController }) {
  const running = controller.rows.some((r) => r.status === 'RUNNING');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void controller.refresh(), LIVE_MS);
    return () => clearInterval(timer);
  }, [running, controller]);
  return null;
}

/**
 * Forward configs (fwp/forward-config, 001 §3, §4): the target platforms, each with its bound
 * vehicles and its task, run and stopped from the row; the link state and the delivered, failed
 * and waiting frames follow live while it runs.
 */
export default function ForwardConfig() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCan();
  const [open, setOpen] = useState<{ id: number; name: string; allVehicles: boolean } | null>(null);
  const [previewing, setPreviewing] = useState<{ id: number; name: string } | null>(null);

  const task = (controller: ListController, id: number, name: string, run: boolean) =>
    modal.confirm({
      content: t(run ? 'forward.runConfirm' : 'forward.stopConfirm', { name }),
      onOk: async () => {
        await callApi<ForwardTaskState>(run ? C.run : C.stop, undefined, { params: { taskId: id } });
        message.success(t(run ? 'forward.started' : 'forward.stopped'));
        await controller.refresh();
      },
    });

  return (
    <ResourceScreen
      spec={forwardConfigSpec}
      rowActions={(row, controller) => {
        const id = Number(row.id);
        const name = String(row.name ?? '');
        const running = row.status === 'RUNNING';
        return (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              data-testid={`forward-vehicles-${id}`}
              onClick={() => setOpen({ id, name, allVehicles: row.allVehicles === true })}
            >
              {t('forward.vehicles')}
            </Button>
            <Button
              type="link"
              size="small"
              data-testid={`forward-preview-${id}`}
              onClick={() => setPreviewing({ id, name })}
            >
              {t('forward.preview')}
            </Button>
            {running && can('forwardConfig', 'stop') ? (
              <Button
                type="link"
                size="small"
                danger
                data-testid={`forward-stop-${id}`}
                onClick={() => task(controller, id, name, false)}
              >
                {t('forward.stop')}
              </Button>
            ) : null}
            {!running && can('forwardConfig', 'start') ? (
              <Button
                type="link"
                size="small"
                data-testid={`forward-run-${id}`}
                onClick={() => task(controller, id, name, true)}
              >
                {t('forward.run')}
              </Button>
            ) : null}
          </Space>
        );
      }}
    >
      {(controller) => (
        <>
          <LiveRefresh controller={controller} />
          {previewing ? <Preview config={previewing} onClose={() => setPreviewing(null)} /> : null}
          {open ? (
            <ForwardVehicles
              config={open}
              onClose={() => {
                setOpen(null);
                void controller.refresh();
              }}
            />
          ) : null}
        </>
      )}
    </ResourceScreen>
  );
}
