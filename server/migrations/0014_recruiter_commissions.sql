CREATE TABLE "recruiter_commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"kind" text NOT NULL,
	"amount" bigint,
	"share_bp" integer,
	"updated_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiter_commission_rules_value" CHECK (("recruiter_commission_rules"."kind" = 'fixed' and "recruiter_commission_rules"."amount" >= 0) or ("recruiter_commission_rules"."kind" = 'share' and "recruiter_commission_rules"."share_bp" between 0 and 10000))
);
--> statement-breakpoint
CREATE TABLE "recruiter_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"recruiter_user_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recruiter_commission_rules" ADD CONSTRAINT "recruiter_commission_rules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_commissions" ADD CONSTRAINT "recruiter_commissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_commission_rules_client_key" ON "recruiter_commission_rules" USING btree (coalesce("client_id"::text, 'default'));--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_commissions_application_recruiter_key" ON "recruiter_commissions" USING btree ("application_id","recruiter_user_id");--> statement-breakpoint
CREATE INDEX "recruiter_commissions_recruiter" ON "recruiter_commissions" USING btree ("recruiter_user_id","created_at");