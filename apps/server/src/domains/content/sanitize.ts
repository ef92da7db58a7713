import sanitizeHtml from 'sanitize-html';

/** Where an image may come from: the web, or a path of this server (its signed file links). */
const IMAGE_SRC = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/**
 * The article allow-list: what the console's editor writes (headings, paragraphs, lists, links,
 * images, bold and italic, quotes, code) and nothing that runs. Scripts and styles go with their
 * text; event handlers and style attributes are dropped; links keep only http(s), mailto and tel;
 * an image keeps only an http(s) or same-origin src, or is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a reader's click leaves the page without handing it the opener or the referrer
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && IMAGE_SRC.test(src.trim()) ? { ...rest, src: src.trim() } : rest };
    },
  },
  // an image left without a source shows nothing but a broken frame
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text as it may be stored and served: the allow-list applied. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitized HTML shows anything: text, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
