import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField, t } from '../system/common';
import { TERMINAL_PATTERNS, TL } from './common';

/** Software versions of a terminal model: a name like 0.0.1 and a number that only grows. */
export const softwareVersionSpec = defineResourceSpec({
  name: 'softwareVersion',
  module: 'softwareVersions',
  service: 'terminal-svc',
  base: 'softVersions/V1.0',
  title: t('软件版本', 'Software versions', '軟體版本'),
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
      label: t('版本名称', 'Version name', '版本名稱'),
      type: 'text',
      required: true,
      max: 32,
      pattern: TERMINAL_PATTERNS.version,
      search: 'prefix',
      unique: true,
    },
    versionNumber: {
      label: t('版本号', 'Version number', '版本號'),
      type: 'integer',
      required: true,
      min: 1,
      max: 99_999_999,
      sortable: true,
      help: t(
        '正整数，须大于该型号已有的版本号',
        "A positive integer above the model's existing ones",
        '正整數，須大於該型號已有的版本號',
      ),
    },
    releasedAt: { label: t('发布日期', 'Release date', '發布日期'), type: 'date', search: 'range' },
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
  title: t('软件版本锁定', 'Software version locks', '軟體版本鎖定'),
  optionLabel: 'reason',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    terminalId: {
      label: t('终端', 'Terminal', '終端'),
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
    reason: { label: t('锁定原因', 'Reason', '鎖定原因'), type: 'text', max: 200, search: 'like' },
    createdAt: { ...createdAtField, label: t('锁定时间', 'Locked at', '鎖定時間') },
  },
});
