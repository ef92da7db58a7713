import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS } from './common';
import { text } from '../../i18n';

export const protocolSpec = defineResourceSpec({
  name: 'protocol',
  module: 'protocols',
  service: 'terminal-svc',
  base: 'protocols/V1.0',
  title: text('terminal.protocol.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: text('terminal.protocol.fields.code'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: text('terminal.protocol.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    version: {
      label: text('terminal.protocol.fields.version'),
      type: 'text',
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Commands of a protocol; codes are two hex digits, directions UP and DOWN. */
export const protocolCommandSpec = defineResourceSpec({
  name: 'protocolCommand',
  module: 'protocolCommands',
  service: 'terminal-svc',
  base: 'protocol/cmds/V1.0',
  title: text('terminal.protocol.command.title'),
  optionLabel: 'cmdName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    protocolId: {
      label: text('terminal.protocol.command.fields.protocolId'),
      type: 'ref',
      ref: 'protocol',
      required: true,
      search: 'eq',
    },
    direction: {
      label: text('terminal.protocol.command.fields.direction'),
      type: 'dict',
      dict: 'protocolDirection',
      required: true,
      search: 'eq',
    },
    cmdCode: {
      label: text('terminal.protocol.command.fields.cmdCode.label'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[0-9A-Fa-f]{2}$',
        message: text('terminal.protocol.command.fields.cmdCode.pattern.message'),
      },
      search: 'eq',
      unique: true,
      sortable: true,
    },
    cmdName: {
      label: text('terminal.protocol.command.fields.cmdName'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
