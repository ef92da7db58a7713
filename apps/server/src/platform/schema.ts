import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, time } from '../db/columns';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    tenantCode: varchar('tenant_code', { length: 32 }).notNull().unique(),
    tenantName: varchar('tenant_name', { length: 100 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('NORMAL'),
    appName: varchar('app_name', { length: 100 }).notNull(),
    domainName: varchar('domain_name', { length: 200 }),
    copyright: varchar('copyright', { length: 200 }),
    recordNo: varchar('record_no', { length: 100 }),
    appLogoFileId: ref('app_logo_file_id'),
    loginBgFileId: ref('login_bg_file_id'),
    loginLogoFileId: ref('login_logo_file_id'),
    isPlatform: boolean('is_platform').notNull().default(false),
    /**
     * IANA zone its times are shown and exported in. The engine checks the name against Intl's
     * list (which the database does not know); the check here only keeps out what is no zone name.
     */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tenants_time_zone', sql`${t.timeZone} ~ '^[A-Za-z0-9_+/-]+$'`),
    uniqueIndex('tenants_domain_name').on(t.domainName),
    index('tenants_created').on(t.createdAt, t.id),
  ],
);

/** The tenant a row belongs to: every business table carries one. */
export const tenantKey = () =>
  ref('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    parentId: ref('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    abbr: varchar('abbr', { length: 50 }),
    code: varchar('code', { length: 50 }).notNull(),
    type: varchar('type', { length: 32 }).notNull().default('COMPANY'),
    province: varchar('province', { length: 6 }),
    city: varchar('city', { length: 6 }),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    sequence: integer('sequence').notNull().default(0),
    treePath: text('tree_path').notNull().default('/'),
    contacts: varchar('contacts', { length: 50 }),
    telephone: varchar('telephone', { length: 30 }),
    email: varchar('email', { length: 100 }),
    address: varchar('address', { length: 200 }),
    /** a read-only organisation cannot be changed or deleted (e.g. a tenant's root) */
    readonly: boolean('readonly').notNull().default(false),
    attributes: varchar('attributes', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisations_tenant_code').on(t.tenantId, t.code),
    index('organisations_parent').on(t.tenantId, t.parentId),
    index('organisations_tenant_sequence').on(t.tenantId, t.sequence, t.id),
    index('organisations_tenant_type').on(t.tenantId, t.type, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    orgId: ref('org_id').references(() => organisations.id),
    userName: varchar('user_name', { length: 64 }).notNull(),
    realName: varchar('real_name', { length: 64 }).notNull(),
    /** scrypt(md5 of the password) with a per-user salt: "scrypt$N$r$p$salt$hash" */
    passwordHash: text('password_hash').notNull(),
    /** set by an administrator (seed, create, reset): the user is asked to change it at sign-in */
    initialPassword: boolean('initial_password').notNull().default(true),
    userType: varchar('user_type', { length: 16 }).notNull().default('TENANT'),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    email: varchar('email', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    telephoneNumber: varchar('telephone_number', { length: 30 }),
    sex: varchar('sex', { length: 8 }),
    birthday: time('birthday'),
    avatarFileId: ref('avatar_file_id'),
    expireDate: time('expire_date'),
    credentialExpireDate: time('credential_expire_date'),
    passwordErrorNum: integer('password_error_num').notNull().default(0),
    passwordErrorLastTime: time('password_error_last_time'),
    loginTimes: integer('login_times').notNull().default(0),
    lastLoginTime: time('last_login_time'),
    lastLoginIp: varchar('last_login_ip', { length: 64 }),
    postId: ref('post_id').references(() => posts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_user_name').on(t.userName),
    index('users_tenant').on(t.tenantId, t.id),
    // The user list: newest first, optionally narrowed by type and state (the common search), keyset-friendly by id.
    index('users_tenant_created').on(t.tenantId, t.createdAt, t.id),
    index('users_tenant_type_status_created').on(t.tenantId, t.userType, t.status, t.createdAt, t.id),
    index('users_tenant_user_name_prefix').on(t.tenantId, t.userName.op('text_pattern_ops')),
    index('users_tenant_type_user_name_prefix').on(
      t.tenantId,
      t.userType,
      t.userName.op('text_pattern_ops'),
      t.id,
    ),
    index('users_tenant_phone_prefix').on(t.tenantId, t.phone.op('text_pattern_ops')),
    index('users_tenant_org').on(t.tenantId, t.orgId, t.id),
    index('users_tenant_last_login').on(t.tenantId, t.lastLoginTime, t.id),
    index('users_post').on(t.postId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: varchar('name', { length: 64 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    description: varchar('description', { length: 200 }),
    roleType: varchar('role_type', { length: 16 }).notNull().default('NORMAL'),
    orgId: ref('org_id').references(() => organisations.id),
    expireDate: time('expire_date'),
    /** holds every menu and permission, present and future (the platform administrator role) */
    allAuthority: boolean('all_authority').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roles_tenant_code').on(t.tenantId, t.code),
    index('roles_tenant_created').on(t.tenantId, t.createdAt, t.id),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role').on(t.roleId)],
);

/** The menu tree: MENU (group), SUB_MENU (screen) and BUTTON (an action carrying a permission string). */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    parentId: ref('parent_id'),
    code: varchar('code', { length: 120 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    menuType: varchar('menu_type', { length: 16 }).notNull(),
    permission: varchar('permission', { length: 120 }),
    route: varchar('route', { length: 200 }),
    component: varchar('component', { length: 120 }),
    icon: varchar('icon', { length: 64 }),
    sequence: integer('sequence').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    keepAlive: boolean('keep_alive').notNull().default(false),
    externalLink: varchar('external_link', { length: 500 }),
    redirect: varchar('redirect', { length: 200 }),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
  },
  (t) => [index('menus_parent').on(t.parentId, t.sequence), index('menus_permission').on(t.permission)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: ref('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Translations of data labels (menu names, dictionary labels): code + language -> text. */
export const locales = pgTable(
  'locales',
  {
    id: id(),
    code: varchar('code', { length: 160 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('locales_code_lang').on(t.code, t.lang),
    index('locales_code_prefix').on(t.code.op('text_pattern_ops'), t.lang),
  ],
);

export const dictTypes = pgTable('dict_types', {
  id: id(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 200 }),
  categoryId: ref('category_id').references(() => dictCategories.id, { onDelete: 'set null' }),
});

export const dictItems = pgTable(
  'dict_items',
  {
    id: id(),
    typeCode: varchar('type_code', { length: 64 })
      .notNull()
      .references(() => dictTypes.code, { onUpdate: 'cascade' }),
    parentId: ref('parent_id'),
    code: varchar('code', { length: 64 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
  },
  (t) => [
    uniqueIndex('dict_items_type_code').on(t.typeCode, t.code),
    index('dict_items_type_sequence').on(t.typeCode, t.sequence, t.id),
    index('dict_items_sequence').on(t.sequence, t.id),
    index('dict_items_parent').on(t.parentId),
  ],
);

export const themes = pgTable(
  'themes',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: varchar('name', { length: 64 }).notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [uniqueIndex('themes_tenant_name').on(t.tenantId, t.name)],
);

export const themeAttrs = pgTable(
  'theme_attrs',
  {
    id: id(),
    themeId: ref('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    attrCode: varchar('attr_code', { length: 64 }).notNull(),
    attrValue: varchar('attr_value', { length: 200 }).notNull(),
  },
  (t) => [uniqueIndex('theme_attrs_theme_code').on(t.themeId, t.attrCode)],
);

export const userConfigs = pgTable('user_configs', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  curThemeId: ref('cur_theme_id').references(() => themes.id, { onDelete: 'set null' }),
  language: varchar('language', { length: 8 }),
});

export const businessLogs = pgTable(
  'business_logs',
  {
    id: id(),
    tenantId: ref('tenant_id').notNull(),
    userId: ref('user_id'),
    userName: varchar('user_name', { length: 64 }),
    module: varchar('module', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    status: integer('status').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_logs_tenant_time').on(t.tenantId, t.createdAt),
    index('business_logs_module').on(t.tenantId, t.module),
    index('business_logs_module_action_time').on(t.tenantId, t.module, t.action, t.createdAt, t.id),
    index('business_logs_user_name_prefix').on(t.tenantId, t.userName.op('text_pattern_ops')),
  ],
);

export const apiLogs = pgTable(
  'api_logs',
  {
    id: id(),
    tenantId: ref('tenant_id'),
    userId: ref('user_id'),
    name: varchar('name', { length: 120 }).notNull(),
    uri: varchar('uri', { length: 500 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    status: integer('status').notNull(),
    queryParams: text('query_params'),
    requestBody: text('request_body'),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms').notNull(),
    requestTime: time('request_time').notNull(),
  },
  (t) => [
    index('api_logs_tenant_time').on(t.tenantId, t.requestTime),
    index('api_logs_tenant_status_time').on(t.tenantId, t.status, t.requestTime, t.id),
    index('api_logs_tenant_uri_prefix').on(t.tenantId, t.uri.op('text_pattern_ops')),
    index('api_logs_tenant_user_time').on(t.tenantId, t.userId, t.requestTime),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('NORMAL'),
    description: varchar('description', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('posts_tenant_code').on(t.tenantId, t.code),
    index('posts_tenant_sequence').on(t.tenantId, t.sequence, t.id),
  ],
);

/** Categories of dictionaries (the spec's dictionary types). */
export const dictCategories = pgTable('dict_categories', {
  id: id(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  sequence: integer('sequence').notNull().default(0),
  description: varchar('description', { length: 200 }),
});

/** GB/T 2260 administrative areas: level 1 province, 2 city, 3 district. */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    code: varchar('code', { length: 6 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    level: varchar('level', { length: 2 }).notNull(),
    parentId: ref('parent_id'),
  },
  (t) => [uniqueIndex('areas_code').on(t.code), index('areas_parent').on(t.parentId, t.code)],
);

/** Menu nodes a tenant's roles may be granted; a tenant without rows here is not limited. */
export const tenantMenus = pgTable(
  'tenant_menus',
  {
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    menuId: ref('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.menuId] })],
);
