CREATE TABLE "overtime_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"client_id" uuid,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"day_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_amount" bigint NOT NULL,
	"bill_amount" bigint NOT NULL,
	"computation" jsonb NOT NULL,
	"approver_name" text,
	"approver_email" text,
	"requested_by_label" text NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_label" text,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_requests_minutes" CHECK ("overtime_requests"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"employee_id" uuid,
	"method" text NOT NULL,
	"hourly_rate" bigint,
	"multipliers" jsonb,
	"daily_cap_minutes" integer DEFAULT 180 NOT NULL,
	"weekly_cap_minutes" integer DEFAULT 840 NOT NULL,
	"billing" text DEFAULT 'same-as-pay' NOT NULL,
	"billing_value" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_schemes_one_owner" CHECK (("overtime_schemes"."client_id" is null) <> ("overtime_schemes"."employee_id" is null))
);
--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_schemes" ADD CONSTRAINT "overtime_schemes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_schemes" ADD CONSTRAINT "overtime_schemes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overtime_requests_employee_date" ON "overtime_requests" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "overtime_requests_client_date" ON "overtime_requests" USING btree ("client_id","date","status");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_schemes_client_key" ON "overtime_schemes" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_schemes_employee_key" ON "overtime_schemes" USING btree ("employee_id");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'overtime.request') WHERE "key" IS NOT NULL AND 'attendance.clock' = ANY("permissions") AND NOT 'overtime.request' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'overtime.manage') WHERE "key" IN ('hr', 'super-admin') AND NOT 'overtime.manage' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'overtime.policy') WHERE "key" IN ('hr', 'business-development', 'super-admin') AND NOT 'overtime.policy' = ANY("permissions");
