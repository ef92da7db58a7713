import { Alert, Form, Input, Modal, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localize, type ActionDialogProps } from '../../engine';
import { useSubmit } from '../../hooks/useSubmit';
import { appManagementResourceSpecs } from './specs';

const evaluation = appManagementResourceSpecs.userEvaluation.fields;
const feedback = appManagementResourceSpecs.userFeedback.fields;

/** Records the owner's evaluation of a finished service: INIT becomes PUBLISHED. */
export function EvaluateDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ score: number; evaluationContent: string }>();
  const { busy, run } = useSubmit();
  const submit = () =>
    run(async () => {
      const values = await form.validateFields();
      if (await controller.runAction(action, values)) onClose();
    });
  return (
    <Modal
      open
      title={t('appManagement.evaluate.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'evaluate-submit' } as never}
    >
      <Alert type="info" showIcon message={t('appManagement.evaluate.hint')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph>
        {String(rows[0]?.vin ?? '')} · {String(rows[0]?.ownerName ?? '')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ score: 5 }}>
        <Form.Item name="score" label={localize(evaluation.score.label)} rules={[{ required: true }]}>
          <Rate data-testid="evaluate-score" />
        </Form.Item>
        <Form.Item
          name="evaluationContent"
          label={localize(evaluation.evaluationContent.label)}
          rules={[{ required: true, whitespace: true, max: 1000 }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount data-testid="evaluate-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Answers a feedback: WAIT becomes RESP with the answer. */
export function ReplyDialog({ controller, action, rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reply: string }>();
  const { busy, run } = useSubmit();
  const submit = () =>
    run(async () => {
      const values = await form.validateFields();
      if (await controller.runAction(action, values)) onClose();
    });
  return (
    <Modal
      open
      title={t('appManagement.reply.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'reply-submit' } as never}
    >
      <Typography.Text type="secondary">{t('appManagement.reply.question')}</Typography.Text>
      <Typography.Paragraph data-testid="reply-question">
        {String(rows[0]?.content ?? '')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reply"
          label={localize(feedback.reply.label)}
          rules={[{ required: true, whitespace: true, max: 2000 }]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount data-testid="reply-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
