CREATE TABLE "fences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"shape" varchar(16) NOT NULL,
	"geometry" jsonb NOT NULL,
	"center_lng" double precision,
	"center_lat" double precision,
	"radius" double precision,
	"alarm_ways" varchar(8)[] DEFAULT '{}' NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "fences_shape" CHECK ("fences"."shape" in ('CIRCLE', 'POLYGON', 'RECTANGLE')),
	CONSTRAINT "fences_circle" CHECK (("fences"."shape" = 'CIRCLE') = ("fences"."radius" is not null and "fences"."center_lng" is not null and "fences"."center_lat" is not null)),
	CONSTRAINT "fences_radius" CHECK ("fences"."radius" is null or "fences"."radius" between 10 and 100000),
	CONSTRAINT "fences_alarm_ways" CHECK ("fences"."alarm_ways" <@ array['SMS', 'MAIL']::varchar[])
);
--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fences" ADD CONSTRAINT "fences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fences_tenant_name" ON "fences" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "fences_tenant_updated" ON "fences" USING btree ("tenant_id","updated_at","id");