/** Prose inside the editor and on the reader's page: images fit, the editor draws no outline. */
export const PROSE_CSS =
  '.content-prose .ProseMirror{outline:none;min-height:200px}.content-prose img{max-width:100%;height:auto}' +
  '.content-prose blockquote{border-left:3px solid rgba(5,5,5,.15);margin:8px 0;padding-left:12px;color:rgba(0,0,0,.65)}' +
  '.content-prose code{background:rgba(5,5,5,.06);padding:0 4px;border-radius:4px}';
