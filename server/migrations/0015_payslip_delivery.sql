CREATE TABLE "payslip_passwords" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_payroll_policies" RENAME COLUMN "payslip_password" TO "payslip_delivery";--> statement-breakpoint
ALTER TABLE "payslip_passwords" ADD CONSTRAINT "payslip_passwords_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;