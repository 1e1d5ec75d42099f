ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_pkey";--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_pkey" PRIMARY KEY("key","locale");--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_pics" ADD COLUMN "preferred_language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_links" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
