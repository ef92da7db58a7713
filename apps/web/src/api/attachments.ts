import { CLIENT_ID, PlatformApi, type Page } from '@chelian/contracts/platform';
import type { Attachment } from '@chelian/contracts/files';
import { sessionStore } from '../state/session';
import { apiUrl, http } from './http';

export const attachmentKeys = {
  all: ['attachment'] as const,
  page: (page: number, pageSize: number, fileName: string) => ['attachment', 'page', page, pageSize, fileName] as const,
};

export function pageAttachments(page: number, pageSize: number, fileName?: string): Promise<Page<Attachment>> {
  return http.post<Page<Attachment>>(`${PlatformApi.attachments}/page`, {
    page,
    pageSize,
    ...(fileName ? { fileName } : {}),
  });
}

export function getAttachment(id: number): Promise<Attachment> {
  return http.get<Attachment>(`${PlatformApi.attachments}/${id}`);
}

/** Multipart upload: file, params (JSON text), storageType LOCAL, bizType IOV (spec 000 section 7). */
export function uploadAttachment(file: File | Blob, params: Record<string, unknown> = {}, fileName?: string): Promise<Attachment> {
  // fields first: the server reads them before it streams the file part
  const form = new FormData();
  form.append('params', JSON.stringify(params));
  form.append('storageType', 'LOCAL');
  form.append('bizType', 'IOV');
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return http.post<Attachment>(PlatformApi.upload, form);
}

export function deleteAttachments(ids: number[]): Promise<unknown> {
  return http.delete(PlatformApi.attachments, { ids });
}

/** Download link with the token and client id as query parameters (also an <img src> for images). */
export function attachmentDownloadUrl(id: number): string {
  return apiUrl(`${PlatformApi.attachments}/${id}/download`, {
    Authorization: sessionStore.get().token ?? '',
    'Client-Id': CLIENT_ID,
  });
}
