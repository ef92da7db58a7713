CREATE TABLE "api_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint,
	"user_id" bigint,
	"name" varchar(120) NOT NULL,
	"uri" varchar(500) NOT NULL,
	"method" varchar(8) NOT NULL,
	"client_ip" varchar(64),
	"status" integer NOT NULL,
	"query_params" text,
	"request_body" text,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"request_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64),
	"module" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"method" varchar(8) NOT NULL,
	"url" varchar(500) NOT NULL,
	"ip" varchar(64),
	"status" integer NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type_code" varchar(64) NOT NULL,
	"parent_id" bigint,
	"code" varchar(64) NOT NULL,
	"label" varchar(100) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(200),
	CONSTRAINT "dict_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(160) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"code" varchar(120) NOT NULL,
	"name" varchar(100) NOT NULL,
	"menu_type" varchar(16) NOT NULL,
	"permission" varchar(120),
	"route" varchar(200),
	"component" varchar(120),
	"icon" varchar(64),
	"sequence" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"external_link" varchar(500),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	CONSTRAINT "menus_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" varchar(100) NOT NULL,
	"abbr" varchar(50),
	"code" varchar(50) NOT NULL,
	"type" varchar(32) DEFAULT 'COMPANY' NOT NULL,
	"province" varchar(6),
	"city" varchar(6),
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"tree_path" text DEFAULT '/' NOT NULL,
	"contacts" varchar(50),
	"telephone" varchar(30),
	"email" varchar(100),
	"address" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(64) NOT NULL,
	"description" varchar(200),
	"role_type" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"org_id" bigint,
	"expire_date" timestamp with time zone,
	"all_authority" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_code" varchar(32) NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"state" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"app_name" varchar(100) NOT NULL,
	"domain_name" varchar(200),
	"copyright" varchar(200),
	"record_no" varchar(100),
	"app_logo_file_id" bigint,
	"login_bg_file_id" bigint,
	"login_logo_file_id" bigint,
	"is_platform" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_tenant_code_unique" UNIQUE("tenant_code")
);
--> statement-breakpoint
CREATE TABLE "theme_attrs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theme_attrs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"theme_id" bigint NOT NULL,
	"attr_code" varchar(64) NOT NULL,
	"attr_value" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_configs" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"cur_theme_id" bigint
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"org_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"real_name" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"initial_password" boolean DEFAULT true NOT NULL,
	"user_type" varchar(16) DEFAULT 'TENANT' NOT NULL,
	"status" varchar(16) DEFAULT 'NORMAL' NOT NULL,
	"email" varchar(100),
	"phone" varchar(20),
	"telephone_number" varchar(30),
	"sex" varchar(8),
	"birthday" timestamp with time zone,
	"avatar_file_id" bigint,
	"expire_date" timestamp with time zone,
	"credential_expire_date" timestamp with time zone,
	"password_error_num" integer DEFAULT 0 NOT NULL,
	"password_error_last_time" timestamp with time zone,
	"login_times" integer DEFAULT 0 NOT NULL,
	"last_login_time" timestamp with time zone,
	"last_login_ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(12) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" bigint NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"push_biz_type" varchar(32) NOT NULL,
	"push_channel" varchar(16) DEFAULT 'WEB' NOT NULL,
	"title" varchar(200) NOT NULL,
	"push_body" text NOT NULL,
	"query_condition" text,
	"trigger_flag" integer DEFAULT 0 NOT NULL,
	"trashed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"file_size" bigint NOT NULL,
	"storage_type" varchar(16) DEFAULT 'LOCAL' NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"biz_type" varchar(32) DEFAULT 'IOV' NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploader_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_type_code_dict_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."dict_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_attrs" ADD CONSTRAINT "theme_attrs_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configs" ADD CONSTRAINT "user_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configs" ADD CONSTRAINT "user_configs_cur_theme_id_themes_id_fk" FOREIGN KEY ("cur_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_logs_tenant_time" ON "api_logs" USING btree ("tenant_id","request_time");--> statement-breakpoint
CREATE INDEX "business_logs_tenant_time" ON "business_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "business_logs_module" ON "business_logs" USING btree ("tenant_id","module");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_type_code" ON "dict_items" USING btree ("type_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "locales_code_lang" ON "locales" USING btree ("code","lang");--> statement-breakpoint
CREATE INDEX "menus_parent" ON "menus" USING btree ("parent_id","sequence");--> statement-breakpoint
CREATE INDEX "menus_permission" ON "menus" USING btree ("permission");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_tenant_code" ON "organisations" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "organisations_parent" ON "organisations" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_tenant_code" ON "roles" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_attrs_theme_code" ON "theme_attrs" USING btree ("theme_id","attr_code");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_tenant_name" ON "themes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "user_roles_role" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name" ON "users" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "users_tenant" ON "users" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_active" ON "sessions" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "messages_user_box" ON "messages" USING btree ("user_id","trashed","trigger_flag","id");--> statement-breakpoint
CREATE INDEX "attachments_tenant" ON "attachments" USING btree ("tenant_id","id");