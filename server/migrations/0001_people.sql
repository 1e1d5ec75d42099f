CREATE TABLE "client_pics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"position" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"legal_name" text NOT NULL,
	"industry" text,
	"address" text,
	"npwp" text,
	"billing_method" text NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current" jsonb NOT NULL,
	"proposed" jsonb NOT NULL,
	"requested_by_user_id" uuid,
	"reason" text,
	"decided_by_user_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"recorded_by_user_id" uuid,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_number_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_profile_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_number" text NOT NULL,
	"full_name" text NOT NULL,
	"nik" text NOT NULL,
	"npwp" text,
	"birth_date" date,
	"birth_place" text,
	"gender" text,
	"religion" text,
	"marital_status" text,
	"ptkp_status" text,
	"address" text,
	"phone" text,
	"personal_email" text,
	"bank_name" text,
	"bank_account_number" text,
	"bank_account_name" text,
	"bpjs_kesehatan_number" text,
	"bpjs_ketenagakerjaan_number" text,
	"bpjs_kesehatan_class" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'onboarding' NOT NULL,
	"client_id" uuid,
	"position" text NOT NULL,
	"contract_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"work_week" integer DEFAULT 5 NOT NULL,
	"base_salary" bigint NOT NULL,
	"fixed_allowances" bigint DEFAULT 0 NOT NULL,
	"approver_pic_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"insurance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"client_id" uuid,
	"official" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_pics" ADD CONSTRAINT "client_pics_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_change_requests" ADD CONSTRAINT "employee_change_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_history" ADD CONSTRAINT "employee_history_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profile_items" ADD CONSTRAINT "employee_profile_items_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_pics_client_email_key" ON "client_pics" USING btree ("client_id","email");--> statement-breakpoint
CREATE INDEX "client_pics_email" ON "client_pics" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_code_key" ON "clients" USING btree ("code");--> statement-breakpoint
CREATE INDEX "clients_legal_name_search" ON "clients" USING btree (lower("legal_name"));--> statement-breakpoint
CREATE INDEX "clients_status" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_change_requests_one_pending" ON "employee_change_requests" USING btree ("employee_id","kind") WHERE "employee_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "employee_change_requests_status" ON "employee_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "employee_change_requests_employee" ON "employee_change_requests" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "employee_history_employee" ON "employee_history" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "employee_profile_items_employee" ON "employee_profile_items" USING btree ("employee_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number_key" ON "employees" USING btree ("employee_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_nik_key" ON "employees" USING btree ("nik");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_key" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_name_words" ON "employees" USING gin (to_tsvector('simple', "full_name"));--> statement-breakpoint
CREATE INDEX "employees_number_prefix" ON "employees" USING btree ("employee_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_nik_prefix" ON "employees" USING btree ("nik" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_full_name" ON "employees" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "employees_status" ON "employees" USING btree ("status");--> statement-breakpoint
CREATE INDEX "employees_client" ON "employees" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "employees_contract_end" ON "employees" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "holidays_date" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "holidays_client" ON "holidays" USING btree ("client_id","date");