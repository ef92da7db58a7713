import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS } from './common';

export const protocolSpec = defineResourceSpec({
  name: 'protocol',
  module: 'protocols',
  service: 'terminal-svc',
  base: 'protocols/V1.0',
  title: t('协议', 'Protocols', '協定'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    code: {
      label: t('协议编码', 'Protocol code', '協定編碼'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.code,
      search: 'prefix',
      unique: true,
      sortable: true,
    },
    name: {
      label: t('协议名称', 'Protocol name', '協定名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    version: {
      label: t('协议版本', 'Protocol version', '協定版本'),
      type: 'text',
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** Commands of a protocol; codes are two hex digits, directions UP and DOWN (spec 001 sections 5 and 7). */
export const protocolCommandSpec = defineResourceSpec({
  name: 'protocolCommand',
  module: 'protocolCommands',
  service: 'terminal-svc',
  base: 'protocol/cmds/V1.0',
  title: t('协议指令', 'Protocol commands', '協定指令'),
  optionLabel: 'cmdName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    protocolId: {
      label: t('协议', 'Protocol', '協定'),
      type: 'ref',
      ref: 'protocol',
      required: true,
      search: 'eq',
    },
    direction: {
      label: t('指令方向', 'Direction', '指令方向'),
      type: 'dict',
      dict: 'protocolDirection',
      required: true,
      search: 'eq',
    },
    cmdCode: {
      label: t('指令编码', 'Command code', '指令編碼'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[0-9A-Fa-f]{2}$',
        message: t('2 位十六进制字符', 'Two hexadecimal characters', '2 位十六進位字元'),
      },
      search: 'eq',
      unique: true,
      sortable: true,
    },
    cmdName: {
      label: t('指令名称', 'Command name', '指令名稱'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
