CREATE TABLE "dealers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"org_type" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"dealer_types" varchar(8)[] DEFAULT '{}' NOT NULL,
	"province" varchar(6),
	"city" varchar(6),
	"address" varchar(200),
	"contacts" varchar(50),
	"telephone" varchar(30),
	"lng" double precision,
	"lat" double precision,
	"image_id" bigint,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_org_type" CHECK ("dealers"."org_type" in ('DEALER', 'KEYACCOUNT', 'SERVICE')),
	CONSTRAINT "dealers_types" CHECK ("dealers"."dealer_types" <@ array['SALE', 'SERVICE', 'PARTS', 'INFO']::varchar[]),
	CONSTRAINT "dealers_lng" CHECK ("dealers"."lng" is null or "dealers"."lng" between -180 and 180),
	CONSTRAINT "dealers_lat" CHECK ("dealers"."lat" is null or "dealers"."lat" between -90 and 90)
);
--> statement-breakpoint
CREATE TABLE "dealer_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"dealer_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"org_type" varchar(16) NOT NULL,
	"vehicle_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_vehicles_org_type" CHECK ("dealer_vehicles"."org_type" in ('DEALER', 'KEYACCOUNT', 'SERVICE'))
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_image_id_attachments_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_vehicles" ADD CONSTRAINT "dealer_vehicles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_vehicles" ADD CONSTRAINT "dealer_vehicles_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_vehicles" ADD CONSTRAINT "dealer_vehicles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_vehicles" ADD CONSTRAINT "dealer_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_org" ON "dealers" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_tenant_code" ON "dealers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "dealers_tenant_type_created" ON "dealers" USING btree ("tenant_id","org_type","created_at","id");--> statement-breakpoint
CREATE INDEX "dealers_tenant_type_name" ON "dealers" USING btree ("tenant_id","org_type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_vehicles_kind_vehicle" ON "dealer_vehicles" USING btree ("tenant_id","org_type","vehicle_id");--> statement-breakpoint
CREATE INDEX "dealer_vehicles_org_vehicle" ON "dealer_vehicles" USING btree ("org_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "dealer_vehicles_dealer_created" ON "dealer_vehicles" USING btree ("dealer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "dealer_vehicles_vehicle" ON "dealer_vehicles" USING btree ("vehicle_id");
