import { useState, type Key } from 'react';
import { App, Button, Input, Modal, Space, Table, Upload } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGNAL_CALLS as C } from '@chelian/contracts/resources/signal/index';
import { callApi } from '../../api/http';
import type { ActionDialogProps } from '../../engine';
import { localize } from '../../engine/text';
import { signalResourceSpecs } from './specs';
import { useSubmit } from '../../hooks/useSubmit';

interface SignalRow {
  id: number;
  signalCode: string;
  signalName: string;
  signalGroup: string | null;
  unit: string | null;
}
interface SignalPage {
  items: SignalRow[];
  total: number;
}

const PAGE_SIZE = 8;
const fields = signalResourceSpecs.signalAttr.fields;

/** One side of the dialog: the template's signals or those it could add, a page at a time. */
function SignalTable({
  kind,
  templateId,
  selected,
  onSelect,
}: {
  kind: 'already' | 'unused';
  templateId: number;
  selected: Key[];
  onSelect(keys: Key[]): void;
}) {
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState('');
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['template-signals', templateId, kind, current, keyword],
    queryFn: () =>
      callApi<SignalPage>(
        kind === 'already' ? C.usedSignals : C.unusedTemplateSignals,
        { current, size: PAGE_SIZE, keyword: keyword || undefined },
        { params: { id: templateId } },
      ),
  });
  return (
    <div style={{ flex: 1, minWidth: 0 }} data-testid={`templateSignals-${kind}`}>
      <Input.Search
        allowClear
        placeholder={t('common.search')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setCurrent(1);
        }}
        style={{ marginBottom: 8 }}
      />
      <Table<SignalRow>
        size="small"
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.items ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: onSelect, preserveSelectedRowKeys: true }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          onChange: setCurrent,
          size: 'small',
        }}
        columns={[
          { key: 'signalCode', dataIndex: 'signalCode', title: localize(fields.signalCode.label) },
          { key: 'signalName', dataIndex: 'signalName', title: localize(fields.signalName.label) },
          { key: 'signalGroup', dataIndex: 'signalGroup', title: localize(fields.signalGroup.label) },
        ]}
      />
    </div>
  );
}

/** The signals of a template: add some or all of the series' signals, remove some or all, import codes. */
export function TemplateSignalsDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const template = rows[0]!;
  const id = template.id as number;
  const [used, setUsed] = useState<Key[]>([]);
  const [unused, setUnused] = useState<Key[]>([]);
  const { busy, run } = useSubmit();

  const change = async (send: () => Promise<{ added?: number; removed?: number }>) => {
    await run(async () => {
      const answer = await send();
      message.success(t('signal.changed', { n: answer.added ?? answer.removed ?? 0 }));
      setUsed([]);
      setUnused([]);
      await client.invalidateQueries({ queryKey: ['template-signals', id] });
      await controller.refresh();
    });
  };
  const importCodes = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    void change(() => callApi(C.importSignals, form, { query: { templateId: id } }));
    return false;
  };

  return (
    <Modal open width={1080} title={String(template.templateName ?? '')} onCancel={onClose} footer={null}>
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <h4>{t('signal.used')}</h4>
          <Space style={{ marginBottom: 8 }} wrap>
            <Button
              data-testid="templateSignals-remove"
              disabled={!used.length || busy}
              onClick={() => void change(() => callApi(C.removeSignals, { id, ids: used }))}
            >
              {t('signal.remove')}
            </Button>
            <Button
              danger
              data-testid="templateSignals-remove-all"
              disabled={busy}
              onClick={() => void change(() => callApi(C.removeAllSignals, undefined, { params: { id } }))}
            >
              {t('signal.removeAll')}
            </Button>
            <Upload accept=".xlsx" showUploadList={false} beforeUpload={importCodes}>
              <Button icon={<UploadOutlined />} title={t('signal.importHint')} disabled={busy}>
                {t('signal.importCodes')}
              </Button>
            </Upload>
          </Space>
          <SignalTable kind="already" templateId={id} selected={used} onSelect={setUsed} />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <h4>{t('signal.unused')}</h4>
          <Space style={{ marginBottom: 8 }}>
            <Button
              type="primary"
              data-testid="templateSignals-add"
              disabled={!unused.length || busy}
              onClick={() =>
                void change(() => callApi(C.addSignals, { templateId: id, signalAttrIds: unused }))
              }
            >
              {t('signal.add')}
            </Button>
            <Button
              data-testid="templateSignals-add-all"
              disabled={busy}
              onClick={() => void change(() => callApi(C.addAllSignals, {}, { params: { id } }))}
            >
              {t('signal.addAll')}
            </Button>
          </Space>
          <SignalTable kind="unused" templateId={id} selected={unused} onSelect={setUnused} />
        </div>
      </div>
    </Modal>
  );
}
