CREATE TABLE "payroll_finding_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"accepted_by_user_id" uuid,
	"accepted_by_label" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_approvals" ADD COLUMN "manager_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "client_payroll_policies" ADD COLUMN "unpaid_day_basis" text DEFAULT 'timesheet-period' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "error_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "stale_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "calculated_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "reviewed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "approved_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "payment_date" date;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_amount" bigint;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "closed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "last_working_day" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "manager_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "preferred_language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_interview_skip_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_payroll" jsonb;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "preferred_language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_approval_requests" ADD COLUMN "early_reason" text;--> statement-breakpoint
ALTER TABLE "payroll_finding_acceptances" ADD CONSTRAINT "payroll_finding_acceptances_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_finding_acceptances" ADD CONSTRAINT "payroll_finding_acceptances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_finding_acceptances_key" ON "payroll_finding_acceptances" USING btree ("run_id","employee_id","code");--> statement-breakpoint
ALTER TABLE "leave_approvals" ADD CONSTRAINT "leave_approvals_manager_employee_id_employees_id_fk" FOREIGN KEY ("manager_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_employee_id_employees_id_fk" FOREIGN KEY ("manager_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_approvals_manager" ON "leave_approvals" USING btree ("manager_employee_id","decision");--> statement-breakpoint
CREATE INDEX "employees_manager" ON "employees" USING btree ("manager_employee_id");--> statement-breakpoint
CREATE INDEX "employees_last_working_day" ON "employees" USING btree ("last_working_day");--> statement-breakpoint
-- Issue #28: no leaver stays endless. A leaver's last working day is the contract end for an
-- ended contract, else the date of the status change that made them leave, else the earlier of
-- the contract end and the day the record last changed (never before the start).
UPDATE "employees" e SET
  "last_working_day" = greatest(e."start_date", coalesce(
    CASE WHEN e."status" = 'contract-ended' THEN e."end_date" END,
    (SELECT h."effective_date" FROM "employee_history" h
      WHERE h."employee_id" = e."id" AND h."kind" = 'status' AND h."after"->>'status' = e."status"
      ORDER BY h."effective_date" DESC, h."created_at" DESC LIMIT 1),
    least(e."end_date", ((e."updated_at" AT TIME ZONE 'UTC') + interval '7 hours')::date)
  )),
  "end_reason" = CASE e."status"
    WHEN 'resigned' THEN 'resignation'
    WHEN 'laid-off' THEN 'layoff'
    WHEN 'contract-ended' THEN 'contract-end'
    WHEN 'deceased' THEN 'death'
  END
WHERE e."status" IN ('resigned', 'laid-off', 'contract-ended', 'deceased')
  AND e."last_working_day" IS NULL;
--> statement-breakpoint
-- Payslips calculated before the checks keep their warning codes as warnings.
UPDATE "payslips" SET "findings" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('code', w, 'severity', 'warning')), '[]'::jsonb)
  FROM unnest("warnings") AS w
);
--> statement-breakpoint
-- An employee with an account keeps the language the account already speaks (one source from now on).
UPDATE "employees" e SET "preferred_language" = CASE WHEN u."preferred_language" = 'en' THEN 'en' ELSE 'id' END
FROM "users" u WHERE u."id" = e."user_id";
--> statement-breakpoint
-- HR reads every client's requirements (/human-resource/requirements): the seeded HR role gains
-- recruiting.read, as a new installation's does.
UPDATE "roles" SET "permissions" = array_append("permissions", 'recruiting.read')
WHERE "key" = 'hr' AND NOT ('recruiting.read' = ANY("permissions"));
