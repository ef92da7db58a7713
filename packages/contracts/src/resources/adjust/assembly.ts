import { ADJUST_CALLS, ASSEMBLY_ACTIONS, ASSEMBLY_STATUSES } from '../../adjust';
import { defineResourceSpec } from '../../resource';
import { text } from '../../i18n';

const vin = { label: text('adjust.assembly.vin'), type: 'text', search: 'like', sortable: true } as const;
const terminalCode = {
  label: text('adjust.assembly.terminalCode'),
  type: 'text',
  search: 'like',
} as const;

/**
 * Assembly: which terminal and parts go on which vehicle. Finishing
 * binds the terminal to the vehicle; reassembly puts another terminal on it.
 */
export const vehicleAssemblySpec = defineResourceSpec({
  name: 'vehicleAssembly',
  module: 'assembly',
  service: 'vehicle-svc',
  base: 'vehicle/assembly/V1.0',
  title: text('adjust.assembly.vehicleAssembly.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'create', 'update', 'delete', 'export', 'import'],
  // base/preview is the spec's preview of finishing an assembly; the import's preview sits under import
  fields: {
    vin: {
      ...vin,
      required: true,
      pattern: {
        source: '^[A-HJ-NPR-Z0-9]{17}$',
        message: text('adjust.assembly.vehicleAssembly.fields.vin.pattern.message'),
      },
      form: 'create',
    },
    plate: {
      label: text('adjust.assembly.vehicleAssembly.fields.plate'),
      type: 'text',
      form: false,
      import: false,
    },
    terminalCode: { ...terminalCode, required: true, max: 64, form: 'create' },
    terminalModelName: {
      label: text('adjust.assembly.vehicleAssembly.fields.terminalModelName'),
      type: 'text',
      form: false,
      import: false,
    },
    iccid: {
      label: text('adjust.assembly.vehicleAssembly.fields.iccid'),
      type: 'text',
      form: false,
      import: false,
    },
    parts: {
      label: text('adjust.assembly.vehicleAssembly.fields.parts.label'),
      type: 'textarea',
      max: 500,
      help: text('adjust.assembly.vehicleAssembly.fields.parts.help'),
    },
    status: {
      label: text('adjust.assembly.vehicleAssembly.fields.status'),
      type: 'enum',
      values: ASSEMBLY_STATUSES,
      dict: 'assemblyStatus',
      search: 'eq',
      form: false,
      import: false,
    },
    assemblerName: {
      label: text('adjust.assembly.vehicleAssembly.fields.assemblerName'),
      type: 'text',
      form: false,
      import: false,
    },
    finishedAt: {
      label: text('adjust.assembly.vehicleAssembly.fields.finishedAt'),
      type: 'datetime',
      form: false,
      import: false,
      sortable: true,
    },
    remark: {
      label: text('adjust.assembly.vehicleAssembly.fields.remark'),
      type: 'textarea',
      max: 200,
      list: false,
    },
    createdAt: {
      label: text('adjust.assembly.vehicleAssembly.fields.createdAt'),
      type: 'datetime',
      form: false,
      import: false,
      search: 'range',
      sortable: true,
    },
  },
  actions: [
    {
      key: 'finish',
      label: text('adjust.assembly.vehicleAssembly.actions.finish.label'),
      call: ADJUST_CALLS.assemblyFinish,
      selection: 'one',
      confirm: text('adjust.assembly.vehicleAssembly.actions.finish.confirm'),
    },
    {
      key: 'update',
      label: text('adjust.assembly.vehicleAssembly.actions.update'),
      call: ADJUST_CALLS.changeAssembly,
      selection: 'one',
      dialog: 'changeAssembly',
    },
    {
      key: 'reassembly',
      label: text('adjust.assembly.vehicleAssembly.actions.reassembly'),
      call: ADJUST_CALLS.reassembly,
      selection: 'one',
      dialog: 'reassembly',
    },
  ],
});

/** Every change of an assembly (the assembly log). */
export const vehicleAssemblyLogSpec = defineResourceSpec({
  name: 'vehicleAssemblyLog',
  module: 'assembly',
  service: 'vehicle-svc',
  base: 'vehicle/assembly/V1.0/log',
  title: text('adjust.assembly.vehicleAssemblyLog.title'),
  optionLabel: 'vin',
  defaultSort: { key: 'createdAt', order: 'desc' },
  operations: ['page', 'find', 'export'],
  fields: {
    assemblyId: {
      label: text('adjust.assembly.vehicleAssemblyLog.fields.assemblyId'),
      type: 'integer',
      search: 'eq',
      list: false,
    },
    vin,
    action: {
      label: text('adjust.assembly.vehicleAssemblyLog.fields.action'),
      type: 'enum',
      values: ASSEMBLY_ACTIONS,
      dict: 'assemblyAction',
      search: 'eq',
    },
    terminalCode,
    oldTerminalCode: {
      label: text('adjust.assembly.vehicleAssemblyLog.fields.oldTerminalCode'),
      type: 'text',
    },
    operatorName: {
      label: text('adjust.assembly.vehicleAssemblyLog.fields.operatorName'),
      type: 'text',
      search: 'prefix',
    },
    remark: { label: text('adjust.assembly.vehicleAssembly.fields.remark'), type: 'text' },
    createdAt: {
      label: text('adjust.assembly.vehicleAssemblyLog.fields.createdAt'),
      type: 'datetime',
      search: 'range',
      sortable: true,
    },
  },
});
