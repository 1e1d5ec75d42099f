CREATE TABLE "client_payroll_policies" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"tax_method" text DEFAULT 'gross' NOT NULL,
	"proration_basis" text DEFAULT 'working-days' NOT NULL,
	"thr_month" integer,
	"kesehatan_floor" bigint DEFAULT 0 NOT NULL,
	"payslip_password" text DEFAULT 'birth-date' NOT NULL,
	"updated_by_label" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"period" text NOT NULL,
	"name" text NOT NULL,
	"side" text NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"amount" bigint NOT NULL,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_adjustments_amount" CHECK ("payroll_adjustments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"scope" text NOT NULL,
	"period" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"calculation_token" uuid,
	"job_id" uuid,
	"rule_versions" jsonb,
	"totals" jsonb,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_by_label" text NOT NULL,
	"calculated_at" timestamp with time zone,
	"calculated_by_label" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_label" text,
	"approved_at" timestamp with time zone,
	"approved_by_label" text,
	"paid_at" timestamp with time zone,
	"paid_by_label" text,
	"closed_at" timestamp with time zone,
	"closed_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"period" text NOT NULL,
	"employee" jsonb NOT NULL,
	"tax_method" text NOT NULL,
	"gross" bigint NOT NULL,
	"taxable_gross" bigint NOT NULL,
	"bpjs_employee" bigint NOT NULL,
	"bpjs_employer" bigint NOT NULL,
	"jht_employee" bigint NOT NULL,
	"jp_employee" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"final_month" boolean NOT NULL,
	"net" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"timesheet_id" uuid,
	"timesheet_decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "salary_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" text NOT NULL,
	"base_salary" bigint NOT NULL,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bpjs" jsonb NOT NULL,
	"jkk_risk_class" integer DEFAULT 1 NOT NULL,
	"tax_method" text,
	"tax_id_active" boolean DEFAULT true NOT NULL,
	"updated_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_master_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"legal_basis" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"updated_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_payroll_policies" ADD CONSTRAINT "client_payroll_policies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_data" ADD CONSTRAINT "salary_data_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_adjustments_employee_period" ON "payroll_adjustments" USING btree ("employee_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_scope_period" ON "payroll_runs" USING btree ("scope","period");--> statement-breakpoint
CREATE INDEX "payroll_runs_period_state" ON "payroll_runs" USING btree ("period","state");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_run_employee" ON "payslips" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payslips_employee_period" ON "payslips" USING btree ("employee_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_data_employee_from" ON "salary_data" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_master_versions_kind_from" ON "tax_master_versions" USING btree ("kind","effective_from");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'payroll.run') WHERE "key" = 'hr' AND NOT 'payroll.run' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'payroll.approve') WHERE "key" = 'hr' AND NOT 'payroll.approve' = ANY("permissions");
