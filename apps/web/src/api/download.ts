import type { CallSpec } from '@chelian/contracts/call';
import { callApi } from './http';

/** File name from Content-Disposition (filename* first), else name_<ms>.xlsx. */
export function fileNameOf(
  disposition: string | null | undefined,
  fallbackName: string,
  ext = 'xlsx',
): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
    if (star?.[1]) {
      try {
        return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
      } catch {
        /* fall through to the plain name */
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
    if (plain?.[1]) return plain[1].trim();
  }
  return `${fallbackName}_${Date.now()}.${ext}`;
}

/** Saves a blob through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Makes a call of a call table whose answer is a file (an xlsx export, a terminal's file) and
 * saves it; resolves with the file name (Content-Disposition's, else the fallback's).
 */
export async function downloadCall(
  call: CallSpec,
  data: unknown,
  fallbackName: string,
  params?: Record<string, string | number>,
): Promise<string> {
  let disposition: string | null = null;
  const blob = await callApi<Blob>(call, data, {
    params,
    responseType: 'blob',
    onResponse: (response) => (disposition = response.headers.get('content-disposition')),
  });
  const name = fileNameOf(disposition, fallbackName);
  saveBlob(blob, name);
  return name;
}
