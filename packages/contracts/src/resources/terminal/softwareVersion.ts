import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';
import { text } from '../../i18n';

/** Software versions of a terminal model: a name like 0.0.1 and a number that only grows. */
export const softwareVersionSpec = defineResourceSpec({
  name: 'softwareVersion',
  module: 'softwareVersions',
  service: 'terminal-svc',
  base: 'softVersions/V1.0',
  title: text('terminal.softwareVersion.title'),
  optionLabel: 'versionName',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    terminalModelId: {
      label: TL.terminalModel,
      type: 'ref',
      ref: 'terminalModel',
      required: true,
      search: 'eq',
    },
    versionName: {
      label: text('terminal.softwareVersion.fields.versionName'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
      search: 'prefix',
      unique: true,
    },
    versionNumber: {
      label: text('terminal.softwareVersion.fields.versionNumber.label'),
      type: 'integer',
      required: true,
      min: 1,
      max: 99_999_999,
      sortable: true,
      help: text('terminal.softwareVersion.fields.versionNumber.help'),
    },
    releasedAt: { label: text('terminal.softwareVersion.fields.releasedAt'), type: 'date', search: 'range' },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

/** A terminal held at one software version. */
export const softwareVersionLockSpec = defineResourceSpec({
  name: 'softwareVersionLock',
  module: 'softwareVersionLocks',
  service: 'terminal-svc',
  base: 'softVersionLocks/V1.0',
  title: text('terminal.softwareVersion.lock.title'),
  optionLabel: 'reason',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    terminalId: {
      label: text('terminal.softwareVersion.lock.fields.terminalId'),
      type: 'ref',
      ref: 'terminal',
      required: true,
      search: 'eq',
      unique: true,
    },
    softwareVersionId: {
      label: TL.softwareVersion,
      type: 'ref',
      ref: 'softwareVersion',
      required: true,
      search: 'eq',
    },
    reason: {
      label: text('terminal.softwareVersion.lock.fields.reason'),
      type: 'text',
      max: 200,
      search: 'like',
    },
    createdAt: { ...createdAtField, label: text('terminal.softwareVersion.lock.fields.createdAt') },
  },
});
