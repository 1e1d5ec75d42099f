CREATE TABLE "attendance_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"previous_clock_in_at" timestamp with time zone,
	"previous_clock_out_at" timestamp with time zone,
	"decided_by_label" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_corrections_out_after_in" CHECK ("attendance_corrections"."clock_out_at" is null or "attendance_corrections"."clock_out_at" > "attendance_corrections"."clock_in_at")
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_in_latitude" double precision,
	"clock_in_longitude" double precision,
	"clock_in_accuracy" double precision,
	"clock_out_at" timestamp with time zone,
	"clock_out_latitude" double precision,
	"clock_out_longitude" double precision,
	"clock_out_accuracy" double precision,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_out_after_in" CHECK ("attendance_records"."clock_out_at" is null or "attendance_records"."clock_out_at" >= "attendance_records"."clock_in_at")
);
--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_one_pending" ON "attendance_corrections" USING btree ("employee_id","work_date") WHERE "attendance_corrections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "attendance_corrections_status" ON "attendance_corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_employee_day" ON "attendance_records" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_records_day" ON "attendance_records" USING btree ("work_date");--> statement-breakpoint
-- Every seeded role that asks for leave may clock in; HR also sees and corrects attendance.
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.clock') WHERE "key" IS NOT NULL AND 'leave.request' = ANY("permissions") AND NOT 'attendance.clock' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.manage') WHERE "key" = 'hr' AND NOT 'attendance.manage' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.manage') WHERE "key" = 'super-admin' AND NOT 'attendance.manage' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.clock') WHERE "key" = 'super-admin' AND NOT 'attendance.clock' = ANY("permissions");
