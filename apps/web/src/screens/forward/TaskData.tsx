import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORWARD_CALLS as C, forwardRecordSpec } from '@chelian/contracts/resources/forward/forward';
import { callApi } from '../../api/http';
import { ResourceScreen, type ListController } from '../../engine';
import { ExportTasks } from './ExportTasks';

/** The delivered and failed frames of the task the search names (all tasks when none). */
function Totals({ controller }: { controller: ListController }) {
  const { t } = useTranslation();
  const taskId = controller.search.configId ? Number(controller.search.configId) : undefined;
  const { data } = useQuery({
    queryKey: ['forward-totals', taskId, controller.rows],
    queryFn: async () => {
      const [ok, failed] = await Promise.all([
        callApi<{ count: number }>(C.successful, { taskId }),
        callApi<{ count: number }>(C.failed, { taskId }),
      ]);
      return { ok: ok.count, failed: failed.count };
    },
  });
  return (
    <Space size={48} style={{ marginTop: 16 }} data-testid="forward-totals">
      <Statistic title={t('forward.successful')} value={data?.ok ?? 0} />
      <Statistic title={t('forward.failed')} value={data?.failed ?? 0} />
    </Space>
  );
}

/**
 * Task data (fwp/task-data, 001 §2): every frame sent to a target, with its answer; the export
 * tasks write larger ranges in the background.
 */
export default function TaskData() {
  const { t } = useTranslation();
  const [tasks, setTasks] = useState(false);
  return (
    <ResourceScreen
      spec={forwardRecordSpec}
      toolbar={{
        extra: (
          <Button data-testid="forward-export-tasks-open" onClick={() => setTasks(true)}>
            {t('forward.exportTasks')}
          </Button>
        ),
      }}
    >
      {(controller) => (
        <>
          <Totals controller={controller} />
          <ExportTasks open={tasks} onClose={() => setTasks(false)} />
        </>
      )}
    </ResourceScreen>
  );
}
