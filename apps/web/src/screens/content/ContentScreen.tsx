import { lazy, Suspense } from 'react';
import { App, Button, Form, Input, Modal, Radio, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceSpec } from '@chelian/contracts/resource';
import {
  CONTENT_CALLS,
  REVIEW_CALLS,
  type AuditResult,
  type ContentName,
} from '@chelian/contracts/resources/content/index';
import { callApi } from '../../api/http';
import { ResourceScreen, type ActionDialogProps, type FieldOverride, type Row } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';
import { PROSE_CSS } from './prose';

// Tiptap and ProseMirror load with the first form that edits rich text, not with the list
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

function RichTextInput(props: { value?: unknown; onChange?: (value: unknown) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Typography.Text type="secondary">{t('content.editor.loading')}</Typography.Text>}>
      <style>{PROSE_CSS}</style>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

const rowName = (row: Row) => String(row.subject ?? row.id);

/** The verdict on the chosen items: approve, or reject with the reason the author will read. */
function AuditDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ result: AuditResult; opinion?: string }>();
  const result = Form.useWatch('result', form);
  const { busy, run } = useSubmit();
  const name = controller.spec.name as ContentName;
  const submit = async () => {
    const values = await form.validateFields();
    await run(async () => {
      await callApi(REVIEW_CALLS[name].audit, {
        ids: rows.map((r) => r.id),
        result: values.result,
        opinion: values.opinion?.trim() || null,
      });
      message.success(t('content.audit.done'));
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={t('content.audit.title', { names: rows.map(rowName).join(', ') })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'content-audit-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ result: 'APPROVED' }}>
        <Form.Item name="result" label={t('content.audit.result')} rules={[{ required: true }]}>
          <Radio.Group data-testid="content-audit-result">
            <Radio value="APPROVED" data-testid="content-audit-approve">
              {t('content.audit.approve')}
            </Radio>
            <Radio value="REJECTED" data-testid="content-audit-reject">
              {t('content.audit.reject')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="opinion"
          label={t('content.audit.opinion')}
          rules={[
            {
              required: result === 'REJECTED',
              whitespace: true,
              message: t('content.audit.opinionRequired'),
            },
          ]}
        >
          <Input.TextArea data-testid="content-audit-opinion" rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The one reply a feedback gets (002 §4: WAIT becomes RESP). */
function ReplyDialog({ controller, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const { busy, run } = useSubmit();
  const row = rows[0]!;
  const submit = async () => {
    const values = await form.validateFields();
    await run(async () => {
      await callApi(CONTENT_CALLS.feedbackReply, { id: row.id, reply: values.reply.trim() });
      message.success(t('content.reply.done'));
      await controller.refresh();
      onClose();
    });
  };
  return (
    <Modal
      open
      title={t('content.reply.title', { name: rowName(row) })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'feedback-reply-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item label={t('content.reply.question')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {String(row.content ?? '')}
          </Typography.Paragraph>
        </Form.Item>
        <Form.Item
          name="reply"
          label={t('content.reply.reply')}
          rules={[{ required: true, whitespace: true, message: t('content.reply.required') }]}
        >
          <Input.TextArea data-testid="feedback-reply-text" rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const DIALOGS = { contentAudit: AuditDialog, feedbackReply: ReplyDialog };

/**
 * A content list (activities, announcements, articles, feedback): the engine's screen, rich text
 * in the editor, and the review dialogs. Articles add a link to the reader's page once approved.
 */
export function ContentScreen({ spec }: { spec: ResourceSpec }) {
  const { t } = useTranslation();
  const rich = spec.fields.content?.type === 'richtext';
  const fields: Record<string, FieldOverride> = rich
    ? { content: { widget: 'custom', span: 24, input: (props) => <RichTextInput {...props} /> } }
    : {};
  return (
    <ResourceScreen
      spec={spec}
      fields={fields}
      dialogs={DIALOGS}
      rowActions={
        spec.name === 'article'
          ? (row) =>
              row.auditStatus === 'APPROVED' ? (
                <Button
                  type="link"
                  size="small"
                  href={`#/public/articles/${String(row.id)}`}
                  target="_blank"
                  rel="noopener"
                  data-testid={`article-read-${String(row.id)}`}
                >
                  {t('content.read')}
                </Button>
              ) : null
          : undefined
      }
    />
  );
}
