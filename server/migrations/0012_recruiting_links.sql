CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_duration" CHECK ("interviews"."duration_minutes" between 15 and 480)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "client_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "client_decision" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "client_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "client_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "client_decided_by" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_feedback" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_confirmation" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_response" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_response_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "joining_info" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_application" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_starts" ON "interviews" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;