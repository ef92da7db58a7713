import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { otaVersionSpec } from '@chelian/contracts/resources/ota/index';
import type { Harness } from './harness';
import { multipartFile } from './resources-support';

/** Bytes uploaded through the file service as an upgrade package; answers the attachment's id. */
export async function uploadPackage(
  h: Harness,
  token: string,
  content: Buffer = randomBytes(4096),
  name = 'pkg.bin',
): Promise<number> {
  const form = multipartFile(name, content, 'application/octet-stream');
  const res = await h.call('POST', '/api/file-svc/attachments/V1.0/upload', {
    token,
    body: form.payload,
    headers: form.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().id);
}

/** A forced, silent application package of a component over freshly uploaded bytes; answers its id. */
export async function addOtaVersion(
  h: Harness,
  token: string,
  version: { componentCode: string; versionText: string; versionNo: number; versionName?: string },
  content?: Buffer,
): Promise<number> {
  const res = await h.call('POST', `/api/${otaVersionSpec.service}/${otaVersionSpec.base}`, {
    token,
    body: {
      versionName: `${version.componentCode} ${version.versionText}`,
      versionType: 'APP_PACK',
      upgradeType: 'FORCE',
      upgradeMethod: 'SILENT',
      ...version,
      packageId: await uploadPackage(h, token, content),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().id);
}
