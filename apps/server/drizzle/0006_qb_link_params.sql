CREATE TABLE "qb_link_param_sets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qb_link_param_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"vin" varchar(17) NOT NULL,
	"source" varchar(8) NOT NULL,
	"task_id" bigint,
	"task_name" varchar(64),
	"params" text NOT NULL,
	"check_id" varchar(36) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qb_link_param_sets_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_task_id_qb_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."qb_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_link_param_sets" ADD CONSTRAINT "qb_link_param_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qb_link_param_sets_tenant_time" ON "qb_link_param_sets" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "qb_link_param_sets_vehicle" ON "qb_link_param_sets" USING btree ("vehicle_id","created_at");