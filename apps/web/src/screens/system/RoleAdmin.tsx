import { RoleScreen } from './Role';

/** Roles of every tenant (admin only: roles/V1.0/admin/page and admin/export). */
export default function RoleAdmin() {
  return <RoleScreen admin scope="roleAdmin" />;
}
