import { useEffect, type ReactNode } from 'react';
import { Space, Tag, Tooltip } from 'antd';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FilingPlatformInfo } from '@chelian/contracts';
import type { ResourceSpec } from '@chelian/contracts/resource';
import { FILING_CALLS } from '@chelian/contracts/filing';
import { callApi } from '../../api/http';
import { commandSocket } from '../../api/commandSocket';
import { ResourceScreen, type ListController } from '../../engine';
import './specs';

/** Reloads the list when the platform's review moves one of the user's filings (pushed on the socket). */
function LiveStatus({ controller }: { controller: ListController }) {
  useEffect(() => commandSocket.onFiling(() => void controller.refresh()), [controller]);
  return null;
}

/** Which national platform answers; the sandbox is always labelled as such. */
function PlatformTag() {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['filing-platform'],
    queryFn: () => callApi<FilingPlatformInfo>(FILING_CALLS.platform),
    staleTime: 5 * 60_000,
  });
  if (!info.data) return null;
  if (info.data.kind !== 'SANDBOX') return <Tag color="blue">{t('filing.platform')}</Tag>;
  return (
    <Tooltip title={t('filing.sandboxHint', { seconds: info.data.reviewSeconds ?? 0 })}>
      <Tag color="orange" icon={<ExperimentOutlined />} data-testid="filing-sandbox-tag">
        {t('filing.sandbox')}
      </Tag>
    </Tooltip>
  );
}

/**
 * A filing list: add a subject, query its identifier, register, follow the
 * review. Status changes arrive on the socket and reload the list; it also reloads every 30 s.
 */
export function FilingScreen({
  spec,
  extra,
}: {
  spec: ResourceSpec;
  /** more toolbar buttons of one screen */
  extra?: (controller: ListController) => ReactNode;
}) {
  return (
    <ResourceScreen
      spec={spec}
      autoRefresh
      toolbar={{
        extra: (controller) => (
          <Space>
            {extra?.(controller)}
            <PlatformTag />
          </Space>
        ),
      }}
      children={(controller) => <LiveStatus controller={controller} />}
    />
  );
}
