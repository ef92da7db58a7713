import { userSpec } from '@chelian/contracts/resources/system/user';
import { listScreen } from '../../engine';

const resetOnly = (userSpec.actions ?? []).filter((action) => action.key === 'resetPassword');

/** Reset password: the user list with only the reset action (PUT users/V1.0/reset). */
export default listScreen({
  spec: userSpec,
  scope: 'userResetPassword',
  toolbar: { hide: ['create', 'update', 'detail', 'delete', 'export', 'import'], actions: resetOnly },
});
