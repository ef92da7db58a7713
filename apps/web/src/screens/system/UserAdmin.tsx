import { userSpec } from '@chelian/contracts/resources/system/user';
import { listScreen } from '../../engine';

/** Users of every tenant (admin only: users/V1.0/admin/page and admin/export). */
export default listScreen({ spec: userSpec, admin: true, scope: 'userAdmin' });
