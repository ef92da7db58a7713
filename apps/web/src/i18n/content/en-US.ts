import type { CatalogueOf } from '@chelian/contracts/i18n';
import type { contentZhCN } from './zh-CN';

export const contentEnUS: CatalogueOf<typeof contentZhCN> = {
  editor: {
    bold: 'Bold',
    italic: 'Italic',
    heading2: 'Heading 2',
    heading3: 'Heading 3',
    paragraph: 'Paragraph',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    code: 'Inline code',
    link: 'Link',
    unlink: 'Remove link',
    image: 'Image',
    undo: 'Undo',
    redo: 'Redo',
    linkPrompt: 'Link address (starting with http:// or https://)',
    imagePrompt: 'Image address (starting with http:// or https://)',
    badUrl: 'The address must start with http:// or https://',
    loading: 'Loading the editor…',
  },
  audit: {
    title: 'Review: {{names}}',
    result: 'Verdict',
    approve: 'Approve',
    reject: 'Reject',
    opinion: 'Review opinion',
    opinionRequired: 'Enter a review opinion when rejecting',
    done: 'Review recorded',
  },
  reply: {
    title: 'Reply: {{name}}',
    question: 'Feedback',
    reply: 'Reply',
    required: 'Enter the reply',
    done: 'Replied',
  },
  read: 'Read',
  public: {
    notFound: 'The article does not exist or is not published',
    author: 'By {{author}}',
    published: 'Published {{time}}',
  },
};
