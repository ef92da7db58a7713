import type { MessagesOf } from '../../platform/messages';

/** Messages of fault codes and fault handling, zh-CN first: the other languages must carry its keys. */
const zhCN = {
  FAULT_NOT_FOUND: '故障不存在或已删除：{{ids}}',
  FAULT_ALREADY_ENDED: '已结束处理的故障不能再处理：{{ids}}',
  FAULT_HANDLE_CONTENT: '请填写处理内容（不超过 {{max}} 字）',
  FAULT_HANDLE_IDS: '请选择要处理的故障',
  FAULT_HANDLE_FILE_EMPTY: '文件中没有处理内容',
  FAULT_HANDLE_FILE_ROW: '第 {{row}} 行：{{reason}}',
} as const;

const enUS = {
  FAULT_NOT_FOUND: 'No such fault: {{ids}}',
  FAULT_ALREADY_ENDED: 'These faults are no longer handled: {{ids}}',
  FAULT_HANDLE_CONTENT: 'Enter the handling note (at most {{max}} characters)',
  FAULT_HANDLE_IDS: 'Choose the faults to handle',
  FAULT_HANDLE_FILE_EMPTY: 'The file holds no handling notes',
  FAULT_HANDLE_FILE_ROW: 'Row {{row}}: {{reason}}',
} satisfies MessagesOf<typeof zhCN>;

const zhTW = {
  FAULT_NOT_FOUND: '故障不存在或已刪除：{{ids}}',
  FAULT_ALREADY_ENDED: '已結束處理的故障不能再處理：{{ids}}',
  FAULT_HANDLE_CONTENT: '請填寫處理內容（不超過 {{max}} 字）',
  FAULT_HANDLE_IDS: '請選擇要處理的故障',
  FAULT_HANDLE_FILE_EMPTY: '檔案中沒有處理內容',
  FAULT_HANDLE_FILE_ROW: '第 {{row}} 列：{{reason}}',
} satisfies MessagesOf<typeof zhCN>;

export const faultMessages = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Makes these codes known wherever a message code is taken (translate, AppError). */
declare module '../../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Messages extends Record<keyof typeof zhCN, string> {}
}
