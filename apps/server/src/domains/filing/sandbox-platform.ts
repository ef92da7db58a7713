import { createHash, randomBytes } from 'node:crypto';
import type { FilingSubject } from '@chelian/contracts';
import type { FilingPlatformClient, ReviewAnswer } from './platform-client';

/** Fields the sandbox requires of each subject before it approves a registration. */
const REQUIRED: Record<FilingSubject, { key: string; label: string }[]> = {
  CHIP_MODEL: [
    { key: 'chipType', label: '芯片类型' },
    { key: 'factoryCode', label: '芯片厂商' },
  ],
  TBOX_MODEL: [
    { key: 'supplierCode', label: '终端供应商' },
    { key: 'chipModelCode', label: '芯片型号' },
    { key: 'hardwareVersion', label: '硬件版本' },
  ],
  VEHICLE_MODEL: [
    { key: 'seriesName', label: '车系' },
    { key: 'announcementModel', label: '公告型号' },
  ],
  VEHICLE: [
    { key: 'modelCode', label: '车型' },
    { key: 'terminalCode', label: '车载终端' },
  ],
};

const PREFIX: Record<FilingSubject, string> = {
  CHIP_MODEL: 'CP',
  TBOX_MODEL: 'TB',
  VEHICLE_MODEL: 'VM',
  VEHICLE: 'VH',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for the national platform, so the whole filing flow runs without one: identifiers
 * derive from the subject's code, a registration is under review for reviewSeconds, then approved,
 * or rejected naming the first required field the archive lacks. It keeps no state: the request
 * number carries the submission time. Its reasons are in Chinese, as the platform's are.
 */
export function sandboxPlatform(reviewSeconds: number): FilingPlatformClient {
  // a short pause on every call, like a remote platform's round trip
  const latency = () => sleep(Math.min(300, reviewSeconds * 100));
  return {
    kind: 'SANDBOX',
    reviewSeconds,
    async queryIdentifier(doc) {
      await latency();
      const digest = createHash('sha256').update(`${doc.subject}:${doc.standard}:${doc.code}`).digest('hex');
      return { identifier: `${doc.standard}${PREFIX[doc.subject]}${digest.slice(0, 12).toUpperCase()}` };
    },
    async register() {
      await latency();
      return { requestNo: `SBX-${Date.now()}-${randomBytes(3).toString('hex').toUpperCase()}` };
    },
    async queryRegister(requestNo, doc): Promise<ReviewAnswer> {
      await latency();
      const submitted = Number(/^SBX-(\d+)-/.exec(requestNo)?.[1] ?? 0);
      if (Date.now() - submitted < reviewSeconds * 1000) return { state: 'AUDITING' };
      if (!doc.identifier && (doc.subject === 'CHIP_MODEL' || doc.subject === 'TBOX_MODEL'))
        return { state: 'REJECTED', reason: '备案标识为空，请先查询备案标识' };
      const missing = REQUIRED[doc.subject].find(
        ({ key }) => doc.fields[key] == null || doc.fields[key] === '',
      );
      if (missing) return { state: 'REJECTED', reason: `缺少必填项：${missing.label}（${missing.key}）` };
      return { state: 'APPROVED' };
    },
  };
}
