import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DEALER_SPECS, type DealerOrgType } from '@chelian/contracts/resources/dealer/dealer';
import { ConflictError, defineResource, type Resource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { organisations, users } from '../../platform/schema';
import { dealers } from './schema';

type Values = Record<string, unknown>;

/** The organisation columns a dealer keeps in step with its own. */
const ORG_COLUMNS = ['name', 'code', 'province', 'city', 'address', 'contacts', 'telephone'] as const;

const orgValues = (values: Values) =>
  Object.fromEntries(ORG_COLUMNS.filter((k) => k in values).map((k) => [k, values[k] ?? null]));

/**
 * Refuses a code another organisation of the tenant holds (the organisation's code is unique too):
 * another dealer's as any duplicate value, any other organisation's naming it.
 */
async function assertCodeFree(resource: Resource, h: HookContext, code: string, ownOrgId: number | null) {
  const [taken] = await h.tx
    .select({
      name: organisations.name,
      dealer: sql<boolean>`exists (select 1 from dealers d where d.org_id = "organisations"."id")`,
    })
    .from(organisations)
    .where(
      and(
        eq(organisations.tenantId, h.caller.tenantId),
        eq(organisations.code, code),
        ownOrgId == null ? undefined : ne(organisations.id, ownOrgId),
      ),
    )
    .limit(1);
  if (taken?.dealer) throw new ConflictError(resource, 'code');
  if (taken) throw new AppError(409, 'DEALER_CODE_TAKEN', { code, name: taken.name });
}

/** The tenant's root organisation (the one made with the tenant): new dealers hang under it. */
async function rootOrg(h: HookContext) {
  const [root] = await h.tx
    .select({ id: organisations.id, treePath: organisations.treePath })
    .from(organisations)
    .where(and(eq(organisations.tenantId, h.caller.tenantId), isNull(organisations.parentId)))
    .orderBy(organisations.id)
    .limit(1);
  return root ?? null;
}

const vehicleCount = sql<number>`(select count(*)::int from dealer_vehicles r where r.dealer_id = "dealers"."id")`;

/** One kind of the dealer network as a resource of its own: its screen, permission and calls. */
function dealerKindResource(kind: DealerOrgType): Resource {
  const resource: Resource = defineResource({
    spec: DEALER_SPECS[kind],
    table: dealers,
    scope: { kind: 'tenant', column: dealers.tenantId },
    where: () => eq(dealers.orgType, kind),
    columns: { vehicleCount },
    sample: () => ({
      name: { DEALER: '北京朝阳车联体验店', KEYACCOUNT: '顺达物流集团', SERVICE: '京通汽车服务站' }[kind],
      code: `${kind}-BJ-001`,
      contacts: '赵经理',
      telephone: '010-65550001',
      lng: 116.48,
      lat: 39.92,
      ...(kind === 'DEALER' ? { dealerTypes: ['SALE', 'SERVICE'] } : {}),
    }),
    hooks: {
      async beforeCreate(values, _input, h) {
        values.orgType = kind;
        await assertCodeFree(resource, h, String(values.code), null);
        const root = await rootOrg(h);
        const [org] = await h.tx
          .insert(organisations)
          .values({
            ...orgValues(values),
            tenantId: h.caller.tenantId,
            parentId: root?.id ?? null,
            treePath: root ? `${root.treePath}${root.id}/` : '/',
            name: String(values.name),
            abbr: String(values.name).slice(0, 50),
            code: String(values.code),
            type: kind,
          })
          .returning({ id: organisations.id });
        values.orgId = org!.id;
      },
      async beforeUpdate(_id, values, _input, current, h) {
        delete values.orgType;
        delete values.orgId;
        if ('code' in values && values.code !== current.code)
          await assertCodeFree(resource, h, String(values.code), Number(current.orgId));
        const changed = orgValues(values);
        if (Object.keys(changed).length)
          await h.tx
            .update(organisations)
            .set({ ...changed, ...('name' in changed ? { abbr: String(changed.name).slice(0, 50) } : {}) })
            .where(eq(organisations.id, Number(current.orgId)));
      },
      async beforeDelete(ids, h) {
        const rows = await h.tx
          .select({ orgId: dealers.orgId, name: dealers.name })
          .from(dealers)
          .where(inArray(dealers.id, ids));
        const orgIds = rows.map((r) => r.orgId);
        const [member] = await h.tx
          .select({ orgId: users.orgId })
          .from(users)
          .where(inArray(users.orgId, orgIds))
          .limit(1);
        if (member)
          throw new AppError(409, 'DEALER_HAS_USERS', {
            name: rows.find((r) => r.orgId === member.orgId)?.name ?? '',
          });
        // the organisations go with their dealers (the dealers and their references follow by cascade)
        await h.tx.delete(organisations).where(inArray(organisations.id, orgIds));
      },
    },
  });
  return resource;
}

export const dealerResource = dealerKindResource('DEALER');
export const keyAccountResource = dealerKindResource('KEYACCOUNT');
export const serviceProviderResource = dealerKindResource('SERVICE');
