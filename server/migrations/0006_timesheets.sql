CREATE TABLE "client_timesheet_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"cut_off_day" integer DEFAULT 20 NOT NULL,
	"approver_pic_id" uuid,
	"secondary_pic_id" uuid,
	"send_after_days" integer DEFAULT 0 NOT NULL,
	"follow_up_after_days" integer DEFAULT 2 NOT NULL,
	"escalate_after_days" integer DEFAULT 4 NOT NULL,
	"format" jsonb NOT NULL,
	"logo_key" text,
	"updated_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_timesheet_settings_cut_off" CHECK ("client_timesheet_settings"."cut_off_day" between 1 and 31),
	CONSTRAINT "client_timesheet_settings_days" CHECK ("client_timesheet_settings"."send_after_days" between 0 and 28 and "client_timesheet_settings"."follow_up_after_days" between 1 and 28 and "client_timesheet_settings"."escalate_after_days" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "timesheet_alternate_approvers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"named_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_alternate_approvers_range" CHECK ("timesheet_alternate_approvers"."to_date" >= "timesheet_alternate_approvers"."from_date")
);
--> statement-breakpoint
CREATE TABLE "timesheet_approval_items" (
	"request_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	CONSTRAINT "timesheet_approval_items_request_id_timesheet_id_pk" PRIMARY KEY("request_id","timesheet_id")
);
--> statement-breakpoint
CREATE TABLE "timesheet_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"period" text NOT NULL,
	"timesheet_id" uuid,
	"approver_name" text NOT NULL,
	"approver_email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"followed_up_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"days" jsonb NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"present_days" integer DEFAULT 0 NOT NULL,
	"leave_days" integer DEFAULT 0 NOT NULL,
	"sick_days" integer DEFAULT 0 NOT NULL,
	"absent_days" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_label" text,
	"decided_at" timestamp with time zone,
	"decided_by_label" text,
	"dispute_comment" text,
	"reopen_reason" text,
	"payroll_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_timesheet_settings" ADD CONSTRAINT "client_timesheet_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_timesheet_settings" ADD CONSTRAINT "client_timesheet_settings_approver_pic_id_client_pics_id_fk" FOREIGN KEY ("approver_pic_id") REFERENCES "public"."client_pics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_timesheet_settings" ADD CONSTRAINT "client_timesheet_settings_secondary_pic_id_client_pics_id_fk" FOREIGN KEY ("secondary_pic_id") REFERENCES "public"."client_pics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_alternate_approvers" ADD CONSTRAINT "timesheet_alternate_approvers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_items" ADD CONSTRAINT "timesheet_approval_items_request_id_timesheet_approval_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."timesheet_approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_items" ADD CONSTRAINT "timesheet_approval_items_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_requests" ADD CONSTRAINT "timesheet_approval_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_requests" ADD CONSTRAINT "timesheet_approval_requests_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_alternate_approvers_client" ON "timesheet_alternate_approvers" USING btree ("client_id","from_date");--> statement-breakpoint
CREATE INDEX "timesheet_approval_items_sheet" ON "timesheet_approval_items" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_approval_requests_client_period" ON "timesheet_approval_requests" USING btree ("client_id","period");--> statement-breakpoint
CREATE INDEX "timesheet_approval_requests_open" ON "timesheet_approval_requests" USING btree ("sent_at") WHERE "timesheet_approval_requests"."decided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_employee_period" ON "timesheets" USING btree ("employee_id","period");--> statement-breakpoint
CREATE INDEX "timesheets_client_period" ON "timesheets" USING btree ("client_id","period","status");