ALTER TABLE "timesheet_alternate_approvers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_alternate_approvers" ADD COLUMN "reviewed_by_label" text;--> statement-breakpoint
ALTER TABLE "timesheet_alternate_approvers" ADD COLUMN "reviewed_at" timestamp with time zone;