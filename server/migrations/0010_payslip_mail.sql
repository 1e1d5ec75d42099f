ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'clients.read') WHERE "key" = 'accounting-and-tax' AND NOT 'clients.read' = ANY("permissions");
