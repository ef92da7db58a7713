import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ISSUED_KEY_FIELD } from '@chelian/contracts/resources/api-gateway/index';
import {
  FormContextProvider,
  ImportContextProvider,
  ListContextProvider,
  ResourceView,
  useFormController,
  useImportController,
  useListController,
  type Row,
  type Values,
} from '../../engine';
import { apiGatewayResourceSpecs } from './specs';

const spec = apiGatewayResourceSpecs.gatewayAuth;

/**
 * Authorisations (apiManage/auth): the API keys issued to connected systems. The create answers
 * the key this once (the server keeps only its hash), so the screen shows it in a dialog that
 * says so, to be copied before it is closed.
 */
export default function Auth() {
  const { t } = useTranslation();
  const list = useListController(spec, {});
  const [issued, setIssued] = useState<string | null>(null);
  // the form saves through this resource: the create's answer carries the key
  const issuing = useMemo(
    () => ({
      ...list,
      api: {
        ...list.api,
        create: async (body: Values | FormData) => {
          const row = (await list.api.create(body)) as Row | undefined;
          const key = row?.[ISSUED_KEY_FIELD];
          if (typeof key === 'string') setIssued(key);
          return row;
        },
      },
    }),
    [list],
  );
  const form = useFormController(issuing, { onSaved: list.refresh });
  const importer = useImportController(list, { onImported: list.refresh });
  return (
    <ListContextProvider value={list}>
      <FormContextProvider value={form}>
        <ImportContextProvider value={importer}>
          <ResourceView />
          <Modal
            open={issued !== null}
            title={t('apiGateway.issued.title')}
            closable={false}
            maskClosable={false}
            // closed, the key leaves the page with the dialog
            destroyOnHidden
            footer={
              <Button
                type="primary"
                onClick={() => setIssued(null)}
                {...({ 'data-testid': 'api-key-done' } as ButtonProps)}
              >
                {t('apiGateway.issued.done')}
              </Button>
            }
          >
            <Alert
              type="warning"
              showIcon
              message={t('apiGateway.issued.once')}
              style={{ marginBottom: 12 }}
            />
            <Typography.Paragraph type="secondary">{t('apiGateway.issued.usage')}</Typography.Paragraph>
            <Typography.Paragraph copyable code data-testid="api-key-value">
              {issued}
            </Typography.Paragraph>
          </Modal>
        </ImportContextProvider>
      </FormContextProvider>
    </ListContextProvider>
  );
}
