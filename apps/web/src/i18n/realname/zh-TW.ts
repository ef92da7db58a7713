import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { realnameZhCN } from './zh-CN';

export const realnameZhTW: CatalogueOf<typeof realnameZhCN> = {
  submitManually: '實名資訊修改成功，請手動提交',
  submit: {
    title: '提交實名認證',
    confirm: '確定提交車輛 {{vin}} 的實名資訊進行認證嗎？',
  },
  verify: {
    title: '審核實名認證：{{vin}}',
    result: '審核結果',
    reason: '失敗原因',
    reasonRequired: '認證失敗時請填寫原因',
  },
};
