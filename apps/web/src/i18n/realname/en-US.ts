import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { realnameZhCN } from './zh-CN';

export const realnameEnUS: CatalogueOf<typeof realnameZhCN> = {
  submitManually: 'Real-name information modified successfully, please submit it manually',
  submit: {
    title: 'Submit for verification',
    confirm: 'Submit the real-name information of vehicle {{vin}} for verification?',
  },
  verify: {
    title: 'Verify real-name record: {{vin}}',
    result: 'Result',
    reason: 'Reason for failure',
    reasonRequired: 'Enter a reason when verification fails',
  },
};
