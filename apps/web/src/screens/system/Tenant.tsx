import { useEffect, useMemo, useState } from 'react';
import { App, Button, Col, Form, Modal, Row as Grid, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operationPermission } from '@chelian/contracts/resource';
import type { CallSpec } from '@chelian/contracts/call';
import { SYSTEM_ADMIN_CALLS } from '@chelian/contracts/resources/system/calls';
import {
  tenantAppSpec,
  tenantPlatformAccountSpec,
  tenantSpec,
  type TenantConfig,
} from '@chelian/contracts/resources/system/tenant';
import { callApi } from '../../api/http';
import {
  FormInput,
  ResourceScreen,
  SubResourceDrawer,
  formDefs,
  formItemRules,
  localize,
  resolveStates,
  toFormValues,
  toSubmitBody,
  type ActionDialogProps,
  type FieldOverride,
  type Values,
} from '../../engine';
import { useCan } from '../../hooks/useCan';
import { AuthorityTreeDialog } from './AuthorityTreeDialog';

const CONFIG_KEYS = new Set([
  'appName',
  'domainName',
  'copyright',
  'recordNo',
  'appLogoFileId',
  'loginBgFileId',
  'loginLogoFileId',
]);
const configFields: Record<string, FieldOverride> = Object.fromEntries(
  Object.keys(tenantSpec.fields).map((key) => [
    key,
    CONFIG_KEYS.has(key) ? { span: key.endsWith('FileId') ? 8 : 12 } : { form: false },
  ]),
);

/** The menu nodes a tenant's roles may be granted (none ticked: no limit). */
function TenantAuthorityDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const row = rows[0];
  return (
    <AuthorityTreeDialog
      open
      testId="tenant-authority"
      title={t('engine.authorityTitle', { name: String(row?.tenantName ?? row?.id ?? '') })}
      load={async () => ({
        allAuthority: false,
        menuIds: (
          await callApi<{ menuIds: number[] }>(SYSTEM_ADMIN_CALLS.tenantAuthority, undefined, {
            params: { id: String(row?.id) },
          })
        ).menuIds,
      })}
      save={(menuIds) => callApi(SYSTEM_ADMIN_CALLS.assignTenantAuthority, { tenantId: row?.id, menuIds })}
      onClose={onClose}
    />
  );
}

/** The caller's own tenant branding (GET / PUT tenants/V1.0/config), with the same inputs as the tenant form. */
function TenantConfigDialog({ controller, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const defs = useMemo(() => formDefs(tenantSpec, 'update', configFields), []);
  const config = useQuery({
    queryKey: ['tenant', 'config'],
    queryFn: () => callApi<TenantConfig>(SYSTEM_ADMIN_CALLS.tenantConfig),
    staleTime: 0,
    gcTime: 0,
  });
  const [saving, setSaving] = useState(false);
  const states = useMemo(() => resolveStates(defs, {}, 'update'), [defs]);
  useEffect(() => {
    if (config.data) form.setFieldsValue(toFormValues(defs, config.data as unknown as Values));
  }, [config.data, defs, form]);
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await callApi(
        SYSTEM_ADMIN_CALLS.saveTenantConfig,
        toSubmitBody(defs, values, { mode: 'create', states }),
      );
      message.success(t('engine.saved'));
      await controller.refresh();
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('engine.branding')}
      width={800}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'tenant-config-submit' } as never}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ flex: '120px' }} labelWrap data-testid="tenant-config-form">
        <Grid gutter={16}>
          {defs.map((def) => (
            <Col key={def.key} span={def.span}>
              <Form.Item
                name={def.key}
                label={localize(def.label)}
                rules={formItemRules(t, def, states[def.key]!)}
                required={states[def.key]?.required}
              >
                <FormInput def={def} testId={`tenant-config-${def.key}`} />
              </Form.Item>
            </Col>
          ))}
        </Grid>
      </Form>
    </Modal>
  );
}

/**
 * Shows the clear text of a sealed value (an app secret, a platform account password): lists and
 * details carry only a mask, so the value is asked for on this click, which the server logs.
 */
function RevealButton({
  call,
  id,
  field,
  label,
}: {
  call: CallSpec;
  id: unknown;
  field: 'appSecret' | 'password';
  label: string;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [loading, setLoading] = useState(false);
  const reveal = async () => {
    setLoading(true);
    try {
      const answer = await callApi<Record<string, string | null>>(call, undefined, {
        params: { id: String(id) },
      });
      modal.info({
        title: t('secret.revealTitle', { label }),
        content: (
          <Space direction="vertical">
            <Typography.Text code copyable data-testid="secret-clear-text">
              {answer[field] ?? ''}
            </Typography.Text>
            <Typography.Text type="secondary">{t('secret.revealLogged')}</Typography.Text>
          </Space>
        ),
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      loading={loading}
      data-testid={`reveal-${field}`}
      onClick={() => void reveal()}
    >
      {t('secret.reveal')}
    </Button>
  );
}

/** Tenants; authority and branding are declared dialogs; the caller's apps and platform accounts open in drawers. */
export default function Tenant() {
  const can = useCan();
  const [drawer, setDrawer] = useState<'app' | 'account' | null>(null);
  const canApps = can(tenantAppSpec.module, operationPermission(tenantAppSpec, 'page'));
  const canUnmask = can('tenant', 'unmask');
  return (
    <ResourceScreen
      spec={tenantSpec}
      dialogs={{ tenantAuthority: TenantAuthorityDialog, tenantConfig: TenantConfigDialog }}
      toolbar={{
        extra: canApps ? (
          <Space>
            <Button data-testid="tenant-apps" onClick={() => setDrawer('app')}>
              {localize(tenantAppSpec.title)}
            </Button>
            <Button data-testid="tenant-platform-accounts" onClick={() => setDrawer('account')}>
              {localize(tenantPlatformAccountSpec.title)}
            </Button>
          </Space>
        ) : null,
      }}
    >
      {() => (
        <>
          <SubResourceDrawer
            spec={tenantAppSpec}
            fixed={drawer === 'app' ? {} : null}
            title={localize(tenantAppSpec.title)}
            onClose={() => setDrawer(null)}
            rowActions={
              canUnmask
                ? (row) => (
                    <RevealButton
                      call={SYSTEM_ADMIN_CALLS.revealAppSecret}
                      id={row.id}
                      field="appSecret"
                      label={localize(tenantAppSpec.fields.appSecret!.label)}
                    />
                  )
                : undefined
            }
          />
          <SubResourceDrawer
            spec={tenantPlatformAccountSpec}
            fixed={drawer === 'account' ? {} : null}
            title={localize(tenantPlatformAccountSpec.title)}
            onClose={() => setDrawer(null)}
            rowActions={
              canUnmask
                ? (row) => (
                    <RevealButton
                      call={SYSTEM_ADMIN_CALLS.revealPlatformPassword}
                      id={row.id}
                      field="password"
                      label={localize(tenantPlatformAccountSpec.fields.password!.label)}
                    />
                  )
                : undefined
            }
          />
        </>
      )}
    </ResourceScreen>
  );
}
