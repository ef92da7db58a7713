import { defineResourceSpec } from '../../resource';
import { createdAtField, remarkField } from '../system/common';
import { TERMINAL_CALLS } from './calls';
import { TL } from './common';
import { text } from '../../i18n';

export const simPackageSpec = defineResourceSpec({
  name: 'simPackage',
  module: 'simCardPackages',
  service: 'terminal-svc',
  base: 'simPackages/V1.0',
  title: text('terminal.sim.package.title'),
  optionLabel: 'name',
  defaultSort: { key: 'createdAt', order: 'desc' },
  fields: {
    name: {
      label: text('terminal.sim.package.fields.name'),
      type: 'text',
      required: true,
      max: 100,
      search: 'like',
      unique: true,
      sortable: true,
    },
    operator: { label: TL.operator, type: 'dict', dict: 'simOperator', required: true, search: 'eq' },
    dataMb: {
      label: text('terminal.sim.package.fields.dataMb'),
      type: 'integer',
      required: true,
      min: 1,
      max: 10_000_000,
      sortable: true,
    },
    periodMonths: {
      label: text('terminal.sim.package.fields.periodMonths'),
      type: 'integer',
      required: true,
      min: 1,
      max: 120,
      default: 12,
    },
    remark: remarkField,
    createdAt: createdAtField,
  },
});

export const simCardSpec = defineResourceSpec({
  name: 'simCard',
  module: 'simCards',
  service: 'terminal-svc',
  base: 'simcards/V1.0',
  title: text('terminal.sim.card.title'),
  noun: text('nouns.simCard'),
  optionLabel: 'iccid',
  defaultSort: { key: 'createdAt', order: 'desc' },
  actions: [
    {
      key: 'assign',
      label: text('terminal.sim.card.actions.assign'),
      call: TERMINAL_CALLS.assignSim,
      selection: 'one',
      dialog: 'assignSim',
    },
  ],
  fields: {
    iccid: {
      label: text('terminal.sim.card.fields.iccid.label'),
      type: 'text',
      required: true,
      pattern: {
        source: '^[0-9A-Fa-f]{19,20}$',
        message: text('terminal.sim.card.fields.iccid.pattern.message'),
      },
      search: 'like',
      unique: true,
      sortable: true,
    },
    msisdn: {
      label: text('terminal.sim.card.fields.msisdn.label'),
      type: 'text',
      required: true,
      pattern: {
        source: '^\\d{11,13}$',
        message: text('terminal.sim.card.fields.msisdn.pattern.message'),
      },
      search: 'like',
      unique: true,
    },
    imsi: {
      label: text('terminal.sim.card.fields.imsi.label'),
      type: 'text',
      pattern: { source: '^\\d{15}$', message: text('terminal.sim.card.fields.imsi.pattern.message') },
      list: false,
    },
    operator: { label: TL.operator, type: 'dict', dict: 'simOperator', required: true, search: 'eq' },
    cardCategory: {
      label: text('terminal.sim.card.fields.cardCategory'),
      type: 'dict',
      dict: 'simCardCategory',
      required: true,
      search: 'eq',
    },
    status: {
      label: text('terminal.sim.card.fields.status'),
      type: 'dict',
      dict: 'simStatus',
      required: true,
      default: '7',
      search: 'eq',
    },
    packageId: {
      label: text('terminal.sim.card.fields.packageId'),
      type: 'ref',
      ref: 'simPackage',
      search: 'eq',
    },
    terminalCode: {
      label: text('terminal.sim.card.fields.terminalCode'),
      type: 'text',
      form: false,
      import: false,
      search: 'like',
    },
    activatedAt: { label: text('terminal.sim.card.fields.activatedAt'), type: 'date', search: 'range' },
    expireAt: { label: text('terminal.sim.card.fields.expireAt'), type: 'date', sortable: true },
    remark: remarkField,
    createdAt: createdAtField,
  },
});
