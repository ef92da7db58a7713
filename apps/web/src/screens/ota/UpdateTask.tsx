import './specs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallSpec } from '@chelian/contracts/call';
import { OTA_CALLS, otaTaskSpec } from '@chelian/contracts/resources/ota/index';
import { callApi } from '../../api/http';
import {
  FormContextProvider,
  ImportContextProvider,
  ListContextProvider,
  ResourceView,
  useFormController,
  useImportController,
  useListController,
  type FieldOverride,
  type FormExtra,
  type ListController,
} from '../../engine';
import { useCan } from '../../hooks/useCan';
import { TaskVehicles } from './TaskVehicles';
import { useOtaPushes } from './live';

/**
 * A pushed change reads the task page again (its counts, wave, pause and dispatch state), at most
 * every 5 s: during a campaign a change comes every second, and a read of the page counts its
 * tasks' vehicles.
 */
const LIST_REFRESH_MS = 5000;

function LiveTasks({ list }: { list: ListController }) {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useOtaPushes(undefined, (push) => {
    if (!push.taskIds.length || timer.current) return;
    const wait = Math.max(0, last.current + LIST_REFRESH_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      void list.refresh();
    }, wait);
  });
  return null;
}

/** What an enabled task keeps as it runs: its version, waves, thresholds and names (001 §4). */
const RUNNING_FIXED = [
  'taskName',
  'versionId',
  'waveUnit',
  'waveSize',
  'successThreshold',
  'errorThreshold',
  'remark',
] as const;

/**
 * Upgrade tasks (ota/updateTask, the OTAFAIL notices' target): create and edit while INIT, enable
 * (start), close, resume one that paused itself at its error threshold, and each task's vehicles.
 * An enabled task's form moves only its maintenance window and a start time not reached yet; the
 * rest shows read-only, as the server keeps it.
 */
export default function UpdateTask() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCan();
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const list = useListController(otaTaskSpec);
  const form = useFormController(list, { onSaved: list.refresh });
  const importer = useImportController(list, { onImported: list.refresh });
  const editing = form.formTarget?.mode === 'update' ? form.formTarget.record : undefined;
  const started = editing !== undefined && editing.status !== 'INIT';
  // a start time still ahead reads SCHEDULED; one reached (or none) is past moving
  const startReached = started && editing.dispatchState !== 'SCHEDULED';
  const taskForm = useMemo(() => {
    if (!started) return form;
    const fixed: Record<string, FieldOverride> = {};
    for (const key of [...RUNNING_FIXED, ...(startReached ? ['scheduledAt'] : [])])
      fixed[key] = { ...form.fields[key], readonly: true };
    return { ...form, fields: { ...form.fields, ...fixed } };
  }, [form, started, startReached]);
  const extras = useMemo<FormExtra[] | undefined>(
    () =>
      started
        ? [
            {
              key: 'startedEdit',
              widget: 'alert',
              label: t('ota.startedEdit'),
              before: 'taskName',
              mode: 'update',
            },
          ]
        : undefined,
    [started, t],
  );
  const act = (list: ListController, call: CallSpec, id: number, done: string, confirm?: string) => {
    const run = async () => {
      await callApi(call, { id });
      message.success(done);
      await list.refresh();
    };
    if (confirm) modal.confirm({ content: confirm, onOk: run });
    else void run();
  };
  return (
    <ListContextProvider value={list}>
      <FormContextProvider value={taskForm}>
        <ImportContextProvider value={importer}>
          <ResourceView
            formExtras={extras}
            rowActions={(row, list) => {
              const id = Number(row.id);
              const status = String(row.status);
              return (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    data-testid={`ota-task-vehicles-${id}`}
                    onClick={() => setOpen({ id, name: String(row.taskName ?? '') })}
                  >
                    {t('ota.vehicles')}
                  </Button>
                  {status === 'START' && list.can('update') ? (
                    <Button
                      type="link"
                      size="small"
                      data-testid={`ota-task-schedule-${id}`}
                      onClick={() => void form.openEdit(row, 'update')}
                    >
                      {t('ota.schedule')}
                    </Button>
                  ) : null}
                  {status === 'INIT' && can('updateTask', 'start') ? (
                    <Button
                      type="link"
                      size="small"
                      data-testid={`ota-task-start-${id}`}
                      onClick={() =>
                        act(list, OTA_CALLS.startTask, id, t('ota.started'), t('ota.startConfirm'))
                      }
                    >
                      {t('ota.start')}
                    </Button>
                  ) : null}
                  {status === 'START' && row.paused === true && can('updateTask', 'resume') ? (
                    <Button
                      type="link"
                      size="small"
                      data-testid={`ota-task-resume-${id}`}
                      onClick={() => act(list, OTA_CALLS.resumeTask, id, t('ota.resumed'))}
                    >
                      {t('ota.resume')}
                    </Button>
                  ) : null}
                  {status !== 'CLOSED' && can('updateTask', 'stop') ? (
                    <Button
                      type="link"
                      size="small"
                      danger
                      data-testid={`ota-task-close-${id}`}
                      onClick={() =>
                        act(list, OTA_CALLS.closeTask, id, t('ota.closed'), t('ota.closeConfirm'))
                      }
                    >
                      {t('ota.close')}
                    </Button>
                  ) : null}
                </Space>
              );
            }}
          >
            {(list) => (
              <>
                <LiveTasks list={list} />
                {open ? (
                  <TaskVehicles
                    task={open}
                    onClose={() => {
                      setOpen(null);
                      void list.refresh();
                    }}
                  />
                ) : null}
              </>
            )}
          </ResourceView>
        </ImportContextProvider>
      </FormContextProvider>
    </ListContextProvider>
  );
}
