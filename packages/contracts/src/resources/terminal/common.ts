import type { FieldSpec } from '../../resource';
import { text } from '../../i18n';

/** Labels and patterns the terminal declarations share. */
export const TL = {
  supplier: text('terminal.common.supplier'),
  terminalModel: text('terminal.common.terminalModel'),
  chainType: text('terminal.common.chainType'),
  softwareVersion: text('terminal.common.softwareVersion'),
  hardwareVersion: text('terminal.common.hardwareVersion'),
  operator: text('terminal.common.operator'),
} as const;

export const TERMINAL_PATTERNS = {
  /** codes of suppliers, factories and models: letters, digits, '-' and '_' */
  code: {
    source: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
    message: text('terminal.common.terminalPatterns.code.message'),
  },
  version: {
    source: '^[0-9A-Za-z][0-9A-Za-z._-]*$',
    message: text('terminal.common.terminalPatterns.version.message'),
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
  label: text('terminal.common.modelCode'),
  type: 'text',
  required: true,
  max: 64,
  pattern: TERMINAL_PATTERNS.code,
  search: 'prefix',
  unique: true,
  sortable: true,
} as const satisfies FieldSpec;

export const modelNameField = {
  label: text('terminal.common.modelName'),
  type: 'text',
  required: true,
  max: 100,
  search: 'like',
  sortable: true,
} as const satisfies FieldSpec;
