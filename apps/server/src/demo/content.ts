import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { sanitizeRichText } from '../domains/content';
import {
  contentActivities,
  contentAnnouncements,
  contentArticles,
  contentFeedback,
} from '../domains/content/schema';
import { DEMO } from './tenants';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

/** Rows in every review status, so each screen shows the whole flow (added once, by title). */
const ARTICLES = [
  {
    subject: '冬季电池保养指南',
    kind: 'GUIDE',
    author: '售后服务部',
    summary: '低温下如何延长动力电池续航',
    content:
      '<h2>出发前预热</h2><p>低温会降低电池<strong>可用容量</strong>，建议出发前连接充电桩预热。</p><ul><li>尽量停放在室内</li><li>电量保持在 20% 以上</li></ul><blockquote>预热期间请勿离开车辆。</blockquote>',
    auditStatus: 'APPROVED',
  },
  {
    subject: '新能源车辆远程监控平台上线',
    kind: 'NEWS',
    author: '平台运营',
    summary: '实时查看车辆状态与报警',
    content:
      '<p>平台现已支持车辆<em>实时位置</em>、报警与轨迹回放，详情见 <a href="https://www.example.com/">官网</a>。</p>',
    auditStatus: 'PENDING',
  },
  {
    subject: '充电桩建设进展',
    kind: 'INDUSTRY',
    author: '市场部',
    summary: '本季度新增充电站',
    content: '<p>本季度新增充电站 <code>120</code> 座。</p>',
    auditStatus: 'REJECTED',
    auditOpinion: '数据待核实',
  },
  {
    subject: '车机系统升级说明',
    kind: 'NEWS',
    author: '研发中心',
    summary: '升级内容与注意事项',
    content: '<h3>升级内容</h3><ol><li>导航优化</li><li>语音识别改进</li></ol>',
    auditStatus: 'NOT_SUBMITTED',
  },
] as const;

const ACTIVITIES = [
  {
    subject: '春季试驾体验日',
    kind: 'OFFLINE',
    location: '北京车场',
    startTime: at(7),
    endTime: at(8),
    content: '<p>到店试驾即可领取<strong>精美礼品</strong>。</p>',
    auditStatus: 'APPROVED',
    viewCount: 36,
  },
  {
    subject: '安全驾驶线上课堂',
    kind: 'ONLINE',
    location: null,
    startTime: at(3),
    endTime: at(30),
    content: '<p>每周三晚八点直播，讲解高速驾驶与充电安全。</p>',
    auditStatus: 'PENDING',
    viewCount: 0,
  },
  {
    subject: '车主自驾游',
    kind: 'OFFLINE',
    location: '上海',
    startTime: at(20),
    endTime: at(22),
    content: '<p>路线待定。</p>',
    auditStatus: 'NOT_SUBMITTED',
    viewCount: 0,
  },
] as const;

const ANNOUNCEMENTS = [
  {
    subject: '系统维护通知',
    kind: 'SYSTEM',
    effectiveTime: at(-1),
    expireTime: at(6),
    content: '<p>本周六 0:00 至 4:00 进行系统维护，期间部分功能暂停使用。</p>',
    auditStatus: 'APPROVED',
  },
  {
    subject: '售后网点营业时间调整',
    kind: 'SERVICE',
    effectiveTime: at(2),
    expireTime: null,
    content: '<p>自下月起，售后网点营业时间调整为 8:30 至 18:00。</p>',
    auditStatus: 'PENDING',
  },
  {
    subject: '周年庆活动预告',
    kind: 'EVENT',
    effectiveTime: null,
    expireTime: null,
    content: '<p>敬请期待。</p>',
    auditStatus: 'NOT_SUBMITTED',
  },
] as const;

const FEEDBACK = [
  {
    subject: '充电时无法显示剩余时间',
    kind: 'VEHICLE_USAGE',
    content: '使用快充时，仪表盘不显示剩余充电时间。',
    contact: '13800000001',
    reply: '感谢反馈，该问题将在下一版本车机系统中修复。',
  },
  {
    subject: '希望增加电子围栏提醒',
    kind: 'PLATFORM_USAGE',
    content: '希望车辆驶出围栏时能收到短信提醒。',
    contact: '13800000002',
    reply: null,
  },
  {
    subject: '保养预约等待时间长',
    kind: 'AFTER_SALES',
    content: '预约保养后到店仍需等待较长时间。',
    contact: null,
    reply: null,
  },
] as const;

/** The demo content of the platform tenant, whose administrator the demo signs in as. */
export async function seedContentDemo(ctx: Pick<ServerContext, 'database'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const reviewed = (status: string) => ({
    submittedAt: status === 'NOT_SUBMITTED' ? null : at(-2),
    auditedAt: status === 'APPROVED' || status === 'REJECTED' ? at(-1) : null,
  });

  for (const a of ARTICLES) {
    const [exists] = await db
      .select({ id: contentArticles.id })
      .from(contentArticles)
      .where(and(eq(contentArticles.tenantId, tenantId), eq(contentArticles.subject, a.subject)));
    if (exists) continue;
    await db.insert(contentArticles).values({
      tenantId,
      ...a,
      content: sanitizeRichText(a.content),
      ...reviewed(a.auditStatus),
    });
  }
  for (const a of ACTIVITIES) {
    const [exists] = await db
      .select({ id: contentActivities.id })
      .from(contentActivities)
      .where(and(eq(contentActivities.tenantId, tenantId), eq(contentActivities.subject, a.subject)));
    if (exists) continue;
    await db.insert(contentActivities).values({
      tenantId,
      ...a,
      content: sanitizeRichText(a.content),
      ...reviewed(a.auditStatus),
    });
  }
  for (const a of ANNOUNCEMENTS) {
    const [exists] = await db
      .select({ id: contentAnnouncements.id })
      .from(contentAnnouncements)
      .where(and(eq(contentAnnouncements.tenantId, tenantId), eq(contentAnnouncements.subject, a.subject)));
    if (exists) continue;
    await db.insert(contentAnnouncements).values({
      tenantId,
      ...a,
      content: sanitizeRichText(a.content),
      ...reviewed(a.auditStatus),
    });
  }
  for (const f of FEEDBACK) {
    const [exists] = await db
      .select({ id: contentFeedback.id })
      .from(contentFeedback)
      .where(and(eq(contentFeedback.tenantId, tenantId), eq(contentFeedback.subject, f.subject)));
    if (exists) continue;
    await db.insert(contentFeedback).values({
      tenantId,
      ...f,
      auditStatus: 'APPROVED',
      ...reviewed('APPROVED'),
      ...(f.reply
        ? { replyStatus: 'RESP', handleStatus: 'HANDLED', repliedAt: at(-1) }
        : { replyStatus: 'WAIT', handleStatus: 'UNHANDLED' }),
    });
  }
}
