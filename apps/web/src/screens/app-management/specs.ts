import { appManagementResourceSpecs } from '@chelian/contracts/resources/app-management/index';
import { registerResourceSpecs } from '../../engine';

// the feedback and bind screens pick app accounts: their ref fields find the account list here
registerResourceSpecs(appManagementResourceSpecs);

export { appManagementResourceSpecs };
