import type { MessagesOf } from '../../platform/messages';

/** Messages of filing and signal configuration, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  FILING_PENDING: '{{code}} 的备案正在审核中，请等待审核结果',
  FILING_APPROVED: '{{code}} 已备案通过，无需重复提交',
  FILING_NO_IDENTIFIER: '{{code}} 尚无备案标识，请先查询备案标识',
  FILING_PLATFORM_TIMEOUT: '国家平台响应超时，请稍后重试',
  FILING_PLATFORM_FAILED: '国家平台调用失败：{{detail}}',
  FILING_EXISTS: '{{field}}已在该标准下备案',
  FILING_DELETE_PENDING: '审核中的备案不能删除',
  FILING_MODEL_NOT_FILED: '{{field}}：车型 {{code}} 没有 {{standard}} 备案',
  FILING_ROW_PENDING: '{{field}}：车型 {{code}} 的 {{standard}} 备案正在审核中，不能修改备案状态',
  FILING_ROW_FORBIDDEN: '{{field}}：无权修改 {{standard}} 车型备案的备案状态',
  SIGNAL_RANGE: '{{field}}不能小于物理最小值',
  SIGNAL_OTHER_SERIES: '{{field}}不属于该车系',
  SIGNAL_PARENT: '上级节点必须是同一车系的目录节点',
  SIGNAL_IN_TREE: '信号 {{code}} 已在信号树中',
  SIGNAL_NODE_NAME: '目录节点名称不能为空',
  SIGNAL_TEMPLATE_EMPTY: '模板没有信号，不能发布',
  SIGNAL_TEMPLATE_PUBLISHED: '模板 {{name}} 正在发布中，请先取消发布',
  SIGNAL_NOT_PUBLISHED: '该车系没有正在发布的信号模板',
  SIGNAL_CODES_UNKNOWN: '第 {{row}} 行：信号编码 {{code}} 不在该车系的数据字典中',
  SIGNAL_IMPORT_EMPTY: '文件中没有信号编码',
} as const;

const enUS = {
  FILING_PENDING: 'The filing of {{code}} is under review; wait for the result',
  FILING_APPROVED: '{{code}} is already approved; there is nothing to submit',
  FILING_NO_IDENTIFIER: '{{code}} has no filing identifier yet; query the identifier first',
  FILING_PLATFORM_TIMEOUT: 'The national platform did not answer in time; try again later',
  FILING_PLATFORM_FAILED: 'The national platform call failed: {{detail}}',
  FILING_EXISTS: '{{field}} is already filed under this standard',
  FILING_DELETE_PENDING: 'A filing under review cannot be deleted',
  FILING_MODEL_NOT_FILED: '{{field}}: vehicle model {{code}} has no {{standard}} filing',
  FILING_ROW_PENDING:
    '{{field}}: the {{standard}} filing of vehicle model {{code}} is under review; its on-record status cannot change',
  FILING_ROW_FORBIDDEN:
    '{{field}}: you may not change the on-record status of {{standard}} vehicle model filings',
  SIGNAL_RANGE: '{{field}} cannot be below the physical minimum',
  SIGNAL_OTHER_SERIES: '{{field}} is not of this vehicle series',
  SIGNAL_PARENT: 'The parent must be a folder of the same series',
  SIGNAL_IN_TREE: 'Signal {{code}} is already in the signal tree',
  SIGNAL_NODE_NAME: 'A folder needs a name',
  SIGNAL_TEMPLATE_EMPTY: 'The template has no signals and cannot be published',
  SIGNAL_TEMPLATE_PUBLISHED: 'Template {{name}} is published; cancel it first',
  SIGNAL_NOT_PUBLISHED: 'This series runs no published signal template',
  SIGNAL_CODES_UNKNOWN: "Row {{row}}: signal code {{code}} is not in the series' dictionary",
  SIGNAL_IMPORT_EMPTY: 'The file holds no signal codes',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  FILING_PENDING: '{{code}} 的備案正在審核中，請等待審核結果',
  FILING_APPROVED: '{{code}} 已備案通過，無需重複提交',
  FILING_NO_IDENTIFIER: '{{code}} 尚無備案標識，請先查詢備案標識',
  FILING_PLATFORM_TIMEOUT: '國家平台回應逾時，請稍後重試',
  FILING_PLATFORM_FAILED: '國家平台呼叫失敗：{{detail}}',
  FILING_EXISTS: '{{field}}已在該標準下備案',
  FILING_DELETE_PENDING: '審核中的備案不能刪除',
  FILING_MODEL_NOT_FILED: '{{field}}：車型 {{code}} 沒有 {{standard}} 備案',
  FILING_ROW_PENDING: '{{field}}：車型 {{code}} 的 {{standard}} 備案正在審核中，不能修改備案狀態',
  FILING_ROW_FORBIDDEN: '{{field}}：無權修改 {{standard}} 車型備案的備案狀態',
  SIGNAL_RANGE: '{{field}}不能小於物理最小值',
  SIGNAL_OTHER_SERIES: '{{field}}不屬於該車系',
  SIGNAL_PARENT: '上層節點必須是同一車系的目錄節點',
  SIGNAL_IN_TREE: '訊號 {{code}} 已在訊號樹中',
  SIGNAL_NODE_NAME: '目錄節點名稱不能為空',
  SIGNAL_TEMPLATE_EMPTY: '範本沒有訊號，不能發布',
  SIGNAL_TEMPLATE_PUBLISHED: '範本 {{name}} 正在發布中，請先取消發布',
  SIGNAL_NOT_PUBLISHED: '該車系沒有正在發布的訊號範本',
  SIGNAL_CODES_UNKNOWN: '第 {{row}} 行：訊號編碼 {{code}} 不在該車系的資料字典中',
  SIGNAL_IMPORT_EMPTY: '檔案中沒有訊號編碼',
} satisfies MessagesOf<typeof zhCN>;

export const filingMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
