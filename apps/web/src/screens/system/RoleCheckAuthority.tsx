import { RoleAuthorityScreen } from './RoleAssignAuthority';

export default function RoleCheckAuthority() {
  return <RoleAuthorityScreen readOnly />;
}
