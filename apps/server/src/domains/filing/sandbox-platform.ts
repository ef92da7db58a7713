import { createHash, randomBytes } from 'node:crypto';
import type { FilingSubject, LocalizedText } from '@chelian/contracts';
import { systemTextCode, type SystemText } from '../../platform/localized';
import type { FilingPlatformClient, ReviewAnswer } from './platform-client';

/** Fields the sandbox requires of each subject before it approves a registration. */
const REQUIRED: Record<FilingSubject, { key: string; label: LocalizedText }[]> = {
  CHIP_MODEL: [
    { key: 'chipType', label: { 'zh-CN': '芯片类型', 'en-US': 'chip type', 'zh-TW': '晶片類型' } },
    { key: 'factoryCode', label: { 'zh-CN': '芯片厂商', 'en-US': 'chip maker', 'zh-TW': '晶片廠商' } },
  ],
  TBOX_MODEL: [
    {
      key: 'supplierCode',
      label: { 'zh-CN': '终端供应商', 'en-US': 'terminal supplier', 'zh-TW': '終端供應商' },
    },
    { key: 'chipModelCode', label: { 'zh-CN': '芯片型号', 'en-US': 'chip model', 'zh-TW': '晶片型號' } },
    {
      key: 'hardwareVersion',
      label: { 'zh-CN': '硬件版本', 'en-US': 'hardware version', 'zh-TW': '硬體版本' },
    },
  ],
  VEHICLE_MODEL: [
    { key: 'seriesName', label: { 'zh-CN': '车系', 'en-US': 'series', 'zh-TW': '車系' } },
    {
      key: 'announcementModel',
      label: { 'zh-CN': '公告型号', 'en-US': 'announcement model', 'zh-TW': '公告型號' },
    },
  ],
  VEHICLE: [
    { key: 'modelCode', label: { 'zh-CN': '车型', 'en-US': 'vehicle model', 'zh-TW': '車型' } },
    {
      key: 'terminalCode',
      label: { 'zh-CN': '车载终端', 'en-US': 'on-board terminal', 'zh-TW': '車載終端' },
    },
  ],
};

const NO_IDENTIFIER: LocalizedText = {
  'zh-CN': '备案标识为空，请先查询备案标识',
  'en-US': 'The filing identifier is empty: query the filing identifier first',
  'zh-TW': '備案標識為空，請先查詢備案標識',
};

/** The reason naming a missing field, worded like the platform's in each language. */
const missingReason = ({ key, label }: { key: string; label: LocalizedText }): LocalizedText => ({
  'zh-CN': `缺少必填项：${label['zh-CN']}（${key}）`,
  'en-US': `Required field missing: ${label['en-US']} (${key})`,
  'zh-TW': `缺少必填項：${label['zh-TW']}（${key}）`,
});

/**
 * Every reason the sandbox gives. It answers in zh-CN, as the platform does, and the filing lists show a
 * sandbox's reason in the caller's language (a real platform's reasons are shown as it wrote them).
 */
export const SANDBOX_REASONS: SystemText[] = [
  ['filing.sandbox.noIdentifier', NO_IDENTIFIER],
  ...Object.entries(REQUIRED).flatMap(([subject, fields]) =>
    fields.map((f) => [`filing.sandbox.missing.${subject}.${f.key}`, missingReason(f)] as const),
  ),
];
export const sandboxReasonCode = systemTextCode(SANDBOX_REASONS);

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
 * number carries the submission time. Its reasons are in Chinese, as the platform's are (SANDBOX_REASONS).
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
        return { state: 'REJECTED', reason: NO_IDENTIFIER['zh-CN'] };
      const missing = REQUIRED[doc.subject].find(
        ({ key }) => doc.fields[key] == null || doc.fields[key] === '',
      );
      if (missing) return { state: 'REJECTED', reason: missingReason(missing)['zh-CN'] };
      return { state: 'APPROVED' };
    },
  };
}
