import { useState } from 'react';
import { Button, Form, Select, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleSpec, type RoleAuthority } from '@chelian/contracts/resources/system/role';
import { SYSTEM_ADMIN_CALLS } from '@chelian/contracts/resources/system/calls';
import { callApi } from '../../api/http';
import { localize, useOptionItems } from '../../engine';
import { useCan } from '../../hooks/useCan';
import { AuthorityTreeDialog } from './AuthorityTreeDialog';

/** The assign / check authority screens: pick a role, then its grant over the menu tree (editable or read-only). */
export function RoleAuthorityScreen({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const can = useCan();
  const { items, loading } = useOptionItems({ kind: 'ref', resource: roleSpec.name, tree: false });
  const [roleId, setRoleId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const editable = !readOnly && can(roleSpec.module, 'authority');
  const name = items.find((item) => item.id === roleId)?.label ?? '';
  const testId = readOnly ? 'role-check-authority' : 'role-assign-authority';
  return (
    <div
      data-testid={`${testId}-screen`}
      style={{ background: token.colorBgContainer, padding: 16, borderRadius: token.borderRadiusLG }}
    >
      <Space align="start">
        <Form.Item label={localize(roleSpec.title)} style={{ marginBottom: 0 }}>
          <Select
            style={{ width: 280 }}
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            options={items.map((item) => ({ value: item.id, label: item.label }))}
            value={roleId}
            onChange={(value) => setRoleId(value as number)}
            data-testid={`${testId}-role`}
          />
        </Form.Item>
        <Button
          type="primary"
          disabled={roleId === null}
          onClick={() => setOpen(true)}
          data-testid={`${testId}-open`}
        >
          {editable ? t('engine.authorityTitle', { name }) : t('engine.authorityViewTitle', { name })}
        </Button>
      </Space>
      {open && roleId !== null ? (
        <AuthorityTreeDialog
          open
          testId={testId}
          title={editable ? t('engine.authorityTitle', { name }) : t('engine.authorityViewTitle', { name })}
          load={() =>
            callApi<RoleAuthority>(SYSTEM_ADMIN_CALLS.roleAuthority, undefined, { params: { id: roleId } })
          }
          save={
            editable
              ? (menuIds) => callApi(SYSTEM_ADMIN_CALLS.assignRoleAuthority, { roleId, menuIds })
              : undefined
          }
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

export default function RoleAssignAuthority() {
  return <RoleAuthorityScreen readOnly={false} />;
}
