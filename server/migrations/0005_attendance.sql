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
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_employee_day" ON "attendance_records" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_records_day" ON "attendance_records" USING btree ("work_date");--> statement-breakpoint
-- Every seeded role that asks for leave may clock in; HR also sees and corrects attendance.
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.clock') WHERE "key" IS NOT NULL AND 'leave.request' = ANY("permissions") AND NOT 'attendance.clock' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.manage') WHERE "key" = 'hr' AND NOT 'attendance.manage' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.manage') WHERE "key" = 'super-admin' AND NOT 'attendance.manage' = ANY("permissions");--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'attendance.clock') WHERE "key" = 'super-admin' AND NOT 'attendance.clock' = ANY("permissions");
