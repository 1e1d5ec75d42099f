CREATE TABLE "payslip_passwords" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_payroll_policies" RENAME COLUMN "payslip_password" TO "payslip_delivery";--> statement-breakpoint
ALTER TABLE "payslip_passwords" ADD CONSTRAINT "payslip_passwords_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payroll_policies" ALTER COLUMN "payslip_delivery" SET DEFAULT 'link';--> statement-breakpoint
-- Issue #27: no policy keeps a password from the record (birth date, employee number) or none.
UPDATE "client_payroll_policies" SET "payslip_delivery" = 'link';--> statement-breakpoint
-- The e-payslip mail no longer offers {{net}} or {{passwordHint}}: the stored templates take the new text.
UPDATE "email_templates" SET
	"subject" = 'Your payslip for {{month}} is ready',
	"body" = 'Hello {{recipient.name}},

Your payslip for {{month}} is ready in Staffdesk. Sign in to see it:

{{link}}

The link works until {{expiresAt}}; after that, your payslips stay listed in Staffdesk.
{{attachmentNote}}',
	"description" = 'Sent to each employee when their payroll run is marked paid: a link to the payslip behind their sign-in, no figures. The PDF is attached only when the client’s policy asks for it and the employee set an e-payslip password.'
WHERE "key" = 'payroll.payslip' AND "locale" = 'en';--> statement-breakpoint
UPDATE "email_templates" SET
	"subject" = 'Slip gaji Anda untuk {{month}} sudah tersedia',
	"body" = 'Yth. {{recipient.name}},

Slip gaji Anda untuk {{month}} sudah tersedia di Staffdesk. Masuk untuk melihatnya:

{{link}}

Tautan ini berlaku hingga {{expiresAt}}; setelah itu, slip gaji Anda tetap tercantum di Staffdesk.
{{attachmentNote}}',
	"description" = 'Dikirim kepada setiap karyawan saat proses penggajiannya ditandai dibayar: tautan ke slip gaji di balik login mereka, tanpa angka. PDF hanya dilampirkan bila kebijakan klien memintanya dan karyawan sudah membuat kata sandi slip gaji.'
WHERE "key" = 'payroll.payslip' AND "locale" = 'id';
