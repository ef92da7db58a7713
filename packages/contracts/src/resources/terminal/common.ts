import type { FieldSpec } from '../../resource';
import { t } from '../system/common';

/** Labels and patterns the terminal declarations share. */
export const TL = {
  supplier: t('终端供应商', 'Terminal supplier', '終端供應商'),
  terminalModel: t('终端型号', 'Terminal model', '終端型號'),
  chainType: t('链路类型', 'Chain type', '鏈路類型'),
  softwareVersion: t('软件版本', 'Software version', '軟體版本'),
  hardwareVersion: t('硬件版本', 'Hardware version', '硬體版本'),
  operator: t('运营商', 'Operator', '電信業者'),
} as const;

export const TERMINAL_PATTERNS = {
  /** codes of suppliers, factories and models: letters, digits, '-' and '_' */
  code: {
    source: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
    message: t(
      '字母或数字开头，只能包含字母、数字、- 和 _',
      'Start with a letter or digit; letters, digits, - and _ only',
      '字母或數字開頭，只能包含字母、數字、- 和 _',
    ),
  },
  version: {
    source: '^[0-9A-Za-z][0-9A-Za-z._-]*$',
    message: t('版本号形如 1.0.3', 'A version such as 1.0.3', '版本號形如 1.0.3'),
  },
} as const;

export const chainTypeField = {
  label: TL.chainType,
  type: 'dict',
  dict: 'terminalChainType',
  required: true,
  default: 'GB32960',
  search: 'eq',
} as const satisfies FieldSpec;

/** The code and name of a model (terminal models, chip models). */
export const modelCodeField = {
  label: t('型号编码', 'Model code', '型號編碼'),
  type: 'text',
  required: true,
  max: 64,
  pattern: TERMINAL_PATTERNS.code,
  search: 'prefix',
  unique: true,
  sortable: true,
} as const satisfies FieldSpec;

export const modelNameField = {
  label: t('型号名称', 'Model name', '型號名稱'),
  type: 'text',
  required: true,
  max: 100,
  search: 'like',
  sortable: true,
} as const satisfies FieldSpec;
