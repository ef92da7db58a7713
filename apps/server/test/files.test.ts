import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { startHarness, type Harness } from './harness';
import { eq } from 'drizzle-orm';
import { DEMO } from '../src/demo/tenants';
import { userRoles, users } from '../src/platform/schema';

/** A real 1x1 PNG. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function multipart(
  fileName: string,
  content: Buffer,
  contentType: string,
  fields: Record<string, string> = {},
) {
  const boundary = '----chelian' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries({
    params: '{}',
    storageType: 'LOCAL',
    bizType: 'IOV',
    ...fields,
  })) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
  );
  parts.push(content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const storedFiles = (dir: string): string[] => {
  const root = join(dir, 'files');
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  try {
    return walk(root);
  } catch {
    return [];
  }
};

describe('attachments', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startHarness({ UPLOAD_MAX_MB: '1' });
    admin = await h.adminToken();
  });
  afterAll(() => h.close());

  const upload = (
    token: string,
    name: string,
    content: Buffer,
    type: string,
    fields?: Record<string, string>,
  ) => {
    const form = multipart(name, content, type, fields);
    return h.app.inject({
      method: 'POST',
      url: '/api/file-svc/attachments/V1.0/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: token, 'accept-language': 'en-US' },
    });
  };

  it('uploads, finds, lists, downloads and deletes a file', async () => {
    const res = await upload(admin, 'logo ../../etc/passwd.png', png(), 'image/png');
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({
      fileName: 'passwd.png',
      contentType: 'image/png',
      storageType: 'LOCAL',
      bizType: 'IOV',
    });
    expect(file.fileKey).toMatch(/^[0-9a-f]{32}$/);
    expect(
      (await h.call('GET', `/api/file-svc/attachments/V1.0/${file.fileKey}`, { token: admin })).json()
        .fileSize,
    ).toBe(png().length);
    const page = (
      await h.call('POST', '/api/file-svc/attachments/V1.0/page', {
        token: admin,
        body: { page: 1, pageSize: 10, fileName: 'passwd' },
      })
    ).json();
    expect(page.items.map((f: { id: number }) => f.id)).toContain(file.id);
    // <img src> and download anchors use the signed link of the answer, with no token
    const down = await h.app.inject({ method: 'GET', url: file.url });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(png())).toBe(true);
    expect(down.headers['content-disposition']).toContain('inline');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (
        await h.call('DELETE', '/api/file-svc/attachments/V1.0', { token: admin, body: { ids: [file.id] } })
      ).json().deleted,
    ).toBe(1);
    expect(
      (await h.call('GET', `/api/file-svc/attachments/V1.0/${file.fileKey}`, { token: admin })).statusCode,
    ).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('downloads need the permission or a signed link: not a session token in the URL, not a counted id', async () => {
    const file = (await upload(admin, 'plan.txt', Buffer.from('fleet plan'), 'text/plain')).json();
    const path = `/api/file-svc/attachments/V1.0/${file.fileKey}/download`;
    // a session without any permission of the tenant's records or files
    const [operator] = await h.ctx.database.db.select().from(users).where(eq(users.userName, DEMO.operator));
    await h.ctx.database.db.delete(userRoles).where(eq(userRoles.userId, operator!.id));
    await h.ctx.database.db
      .update(users)
      .set({ initialPassword: false, credentialExpireDate: null })
      .where(eq(users.id, operator!.id));
    const bare = await h.login(DEMO.operator, DEMO.userPassword);
    const refused = await h.call('GET', path, { token: bare });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errCode).toBe('FORBIDDEN');
    expect(
      (
        await h.call('GET', `/api/file-svc/attachments/V1.0/download`, {
          token: bare,
          query: { id: file.fileKey },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await h.call('GET', `/api/file-svc/attachments/V1.0/${file.fileKey}`, { token: bare })).statusCode,
    ).toBe(403);
    // the serial id is not a file name in URLs any more
    expect(
      (await h.call('GET', `/api/file-svc/attachments/V1.0/${file.id}/download`, { token: admin }))
        .statusCode,
    ).toBe(400);
    // the session token in the query is ignored
    expect(
      (await h.call('GET', path, { query: { Authorization: admin, 'Client-Id': 'BIZ' } })).statusCode,
    ).toBe(401);
    expect((await h.call('GET', path, { query: { token: admin } })).statusCode).toBe(401);
    // the signed link opens it without a session; a changed expiry, another file's or an expired link do not
    expect((await h.app.inject({ method: 'GET', url: file.url })).body).toBe('fleet plan');
    const url = new URL(file.url, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const other = (await upload(admin, 'other.txt', Buffer.from('other'), 'text/plain')).json();
    const tries = [
      `${path}?expires=${expires + 60_000}&signature=${signature}`,
      `/api/file-svc/attachments/V1.0/${other.fileKey}/download?expires=${expires}&signature=${signature}`,
      `${path}?expires=${Date.now() - 1000}&signature=${h.ctx.secrets.mac('file-link', `${file.fileKey}.${Date.now() - 1000}`)}`,
    ];
    for (const tried of tries)
      expect((await h.app.inject({ method: 'GET', url: tried })).statusCode).toBe(401);
  });
  it('hands out signed links for the files of records the caller reads', async () => {
    const file = (await upload(admin, 'face.png', png(), 'image/png')).json();
    const [me] = await h.ctx.database.db.select().from(users).where(eq(users.userName, DEMO.admin));
    await h.ctx.database.db.update(users).set({ avatarFileId: file.id }).where(eq(users.id, me!.id));
    const detail = (await h.call('GET', `/api/system-svc/users/V1.0/${me!.id}`, { token: admin })).json();
    expect(detail.avatarFilePath).toMatch(
      new RegExp(`/${file.fileKey}/download\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    expect(detail.avatarFilePath).not.toContain(admin);
    const current = (await h.call('GET', '/api/system-svc/users/getCurUser', { token: admin })).json();
    for (const link of [detail.avatarFilePath, current.avatar]) {
      const res = await h.app.inject({ method: 'GET', url: link });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png())).toBe(true);
    }
    await h.ctx.database.db.update(users).set({ avatarFileId: null }).where(eq(users.id, me!.id));
  });

  it('refuses a disguised image and keeps nothing', async () => {
    const before = storedFiles(h.dataDir).length;
    const res = await upload(admin, 'photo.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('PNG, JPG or GIF');
    const asImage = await upload(admin, 'report.txt', Buffer.from('hello'), 'text/plain', {
      params: '{"image":true}',
    });
    expect(asImage.statusCode).toBe(400);
    expect(storedFiles(h.dataDir).length).toBe(before);
  });

  it('refuses an oversized file and keeps nothing', async () => {
    const before = storedFiles(h.dataDir).length;
    const res = await upload(admin, 'big.bin', Buffer.alloc(1024 * 1024 + 10, 7), 'application/octet-stream');
    expect(res.statusCode).toBe(413);
    expect(res.json().errCode).toBe('FILE_TOO_LARGE');
    expect(storedFiles(h.dataDir).length).toBe(before);
  });

  it('keeps tenants apart', async () => {
    const file = (await upload(admin, 'notes.txt', Buffer.from('platform only'), 'text/plain')).json();
    expect(file.contentType).toBe('text/plain');
    const fleet = await h.login(DEMO.fleetAdmin, DEMO.userPassword);
    expect(
      (await h.call('GET', `/api/file-svc/attachments/V1.0/${file.fileKey}`, { token: fleet })).statusCode,
    ).toBe(404);
    expect(
      (await h.call('GET', `/api/file-svc/attachments/V1.0/${file.fileKey}/download`, { token: fleet }))
        .statusCode,
    ).toBe(404);
    // deleting another tenant's file answers as reading it does, and deletes nothing
    const del = await h.call('DELETE', '/api/file-svc/attachments/V1.0', {
      token: fleet,
      body: { ids: [file.id] },
    });
    expect(del.statusCode).toBe(404);
    const text = await h.call('GET', `/api/file-svc/attachments/V1.0/${file.fileKey}/download`, {
      token: admin,
    });
    expect(text.body).toBe('platform only');
    expect(text.headers['content-disposition']).toContain('attachment');
  });

  it('refuses an upload without a file', async () => {
    const res = await h.call('POST', '/api/file-svc/attachments/V1.0/upload', { token: admin, body: {} });
    expect(res.statusCode).toBe(400);
  });
});
