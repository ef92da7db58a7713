import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { apiGatewayZhCN } from './zh-CN';

export const apiGatewayZhTW: CatalogueOf<typeof apiGatewayZhCN> = {
  issued: {
    title: '金鑰已簽發',
    once: '金鑰只顯示這一次，關閉後無法再次檢視。請立即複製並妥善保存；遺失時刪除此授權並重新簽發。',
    usage: '呼叫開放介面時在請求標頭 X-Api-Key 中攜帶此金鑰。',
    done: '我已保存',
  },
};
