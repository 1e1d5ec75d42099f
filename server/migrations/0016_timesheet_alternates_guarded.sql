ALTER TABLE "timesheet_alternate_approvers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_alternate_approvers" ADD COLUMN "reviewed_by_label" text;--> statement-breakpoint
ALTER TABLE "timesheet_alternate_approvers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
-- Alternates named before issue #27 at an address outside every PIC's domain wait for HR again.
UPDATE "timesheet_alternate_approvers" a SET "status" = 'awaiting-hr'
WHERE NOT EXISTS (
  SELECT 1 FROM "client_pics" p
  WHERE p."client_id" = a."client_id"
    AND split_part(p."email", '@', 2) = split_part(a."email", '@', 2)
);
