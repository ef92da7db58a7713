import { userSpec } from '@chelian/contracts/resources/system/user';
import { listScreen } from '../../engine';

/** Users: roles, organisation, post, user type; lock, unlock, reset password and clear password errors are declared actions. */
export default listScreen({ spec: userSpec });
