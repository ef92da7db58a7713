import { Tree, Typography, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomSignalNode } from '@chelian/contracts/monitor';
import { getCustomSignalTree, monitorKeys } from '../../api/monitor';

/**
 * The custom signals of the vehicle's series (fwp/custom/tree) beside the standard history tree:
 * what the series' terminals are configured to collect. They are listed, not charted: the reports
 * carry the standard GB/T 32960 values, not these signals.
 */
export function CustomSignals({ vin }: { vin: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: monitorKeys.customTree(vin),
    queryFn: () => getCustomSignalTree(vin),
  });
  if (!data) return null;
  const toTree = (nodes: CustomSignalNode[]): TreeDataNode[] =>
    nodes.map((n) => ({
      key: `custom-${n.id}`,
      selectable: false,
      title:
        n.nodeType === 'NODE' ? (
          n.name
        ) : (
          <Typography.Text
            type={n.collected ? undefined : 'secondary'}
            data-testid={`custom-signal-${n.signalCode ?? n.id}`}
            title={[n.signalCode, n.varAddress].filter(Boolean).join(' · ')}
          >
            {n.unit ? `${n.name} (${n.unit})` : n.name}
            {!n.collected && ` · ${t('monitor.custom.notCollected')}`}
          </Typography.Text>
        ),
      children: toTree(n.children),
    }));
  return (
    <div data-testid="custom-signals" style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('monitor.custom.title')}</Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="custom-signals-template">
          {data.template
            ? t('monitor.custom.template', { name: data.template.name, version: data.template.version })
            : t('monitor.custom.noTemplate')}
        </Typography.Text>
      </div>
      {data.nodes.length === 0 ? (
        <Typography.Text type="secondary">{t('monitor.custom.empty')}</Typography.Text>
      ) : (
        <>
          <Tree defaultExpandAll treeData={toTree(data.nodes)} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('monitor.custom.note')}
          </Typography.Text>
        </>
      )}
    </div>
  );
}
