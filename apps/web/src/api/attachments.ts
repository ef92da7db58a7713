import { PLATFORM_CALLS as C, type Page } from '@chelian/contracts/platform';
import type { Attachment } from '@chelian/contracts/files';
import { API_BASE, callApi } from './http';

export const attachmentKeys = {
  all: ['attachment'] as const,
  page: (page: number, pageSize: number, fileName: string) =>
    ['attachment', 'page', page, pageSize, fileName] as const,
};

export function pageAttachments(
  page: number,
  pageSize: number,
  fileName?: string,
): Promise<Page<Attachment>> {
  return callApi<Page<Attachment>>(C.attachmentPage, {
    page,
    pageSize,
    ...(fileName ? { fileName } : {}),
  });
}

/** By the file's key (its random public id): the serial id never appears in a URL. */
export function getAttachment(fileKey: string): Promise<Attachment> {
  return callApi<Attachment>(C.attachment, undefined, { params: { id: fileKey } });
}

/** Multipart upload: file, params (JSON text), storageType LOCAL, bizType IOV. */
export function uploadAttachment(
  file: File | Blob,
  params: Record<string, unknown> = {},
  fileName?: string,
): Promise<Attachment> {
  // fields first: the server reads them before it streams the file part
  const form = new FormData();
  form.append('params', JSON.stringify(params));
  form.append('storageType', 'LOCAL');
  form.append('bizType', 'IOV');
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return callApi<Attachment>(C.upload, form);
}

export function deleteAttachments(ids: number[]): Promise<unknown> {
  return callApi(C.attachmentDelete, { ids });
}

/**
 * The browser-openable link of a file (<img src>, download anchors): the signed, expiring link the
 * server put in the answer (Attachment.url, a record's ...Path), made absolute to the API base.
 * Never a URL with the session token in it.
 */
export function fileLink(signed: unknown): string | null {
  if (typeof signed !== 'string' || !signed.startsWith('/api/')) return null;
  return API_BASE === '/api' ? signed : `${API_BASE}${signed.slice('/api'.length)}`;
}
