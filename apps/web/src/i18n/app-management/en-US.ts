import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { appManagementZhCN } from './zh-CN';

export const appManagementEnUS: CatalogueOf<typeof appManagementZhCN> = {
  account: {
    binds: 'Bind records',
  },
  links: {
    title: 'Linked models: {{name}}',
    linked: 'Linked models',
    notLinked: 'Models not linked',
    link: 'Link',
    linkAll: 'Link all',
    unlink: 'Unlink',
    unlinkAll: 'Unlink all',
    unlinkAllConfirm: 'Unlink every linked model?',
    changed: '{{n}} models changed',
    code: 'Model code',
    name: 'Model name',
  },
  evaluate: {
    title: 'Record evaluation',
    hint: "Record the owner's evaluation of this service; once saved it shows as evaluated.",
  },
  reply: {
    title: 'Reply to feedback',
    question: 'Feedback',
  },
};
