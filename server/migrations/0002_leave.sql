CREATE TABLE "leave_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"half_days" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"approver_type" text NOT NULL,
	"pic_id" uuid,
	"approver_name" text NOT NULL,
	"approver_email" text,
	"decision" text,
	"comment" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"on_behalf_of" text,
	"via" text
);
--> statement-breakpoint
CREATE TABLE "leave_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid,
	"is_default" boolean DEFAULT false NOT NULL,
	"annual_quota" integer DEFAULT 12 NOT NULL,
	"accrual" text DEFAULT 'yearly' NOT NULL,
	"prorate_joiners" boolean DEFAULT true NOT NULL,
	"carry_over_cap" integer DEFAULT 0 NOT NULL,
	"carry_over_expires_on" text DEFAULT '03-31' NOT NULL,
	"count_weekends" boolean DEFAULT false NOT NULL,
	"count_holidays" boolean DEFAULT false NOT NULL,
	"minimum_notice_days" integer DEFAULT 0 NOT NULL,
	"sick_attachment_over_days" integer DEFAULT 1 NOT NULL,
	"approval_chain" text DEFAULT 'pic-then-hr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_day" text,
	"half_days" integer NOT NULL,
	"dates" text[] NOT NULL,
	"reason" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_size" integer,
	"attachment_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"paid" boolean NOT NULL,
	"default_days" integer,
	"unit" text DEFAULT 'working-days' NOT NULL,
	"has_balance" boolean DEFAULT false NOT NULL,
	"notice_applies" boolean DEFAULT true NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"record_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_adjustments" ADD CONSTRAINT "leave_adjustments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approvals" ADD CONSTRAINT "leave_approvals_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_approvals" ADD CONSTRAINT "leave_approvals_pic_id_client_pics_id_fk" FOREIGN KEY ("pic_id") REFERENCES "public"."client_pics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_type_leave_types_key_fk" FOREIGN KEY ("type") REFERENCES "public"."leave_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_adjustments_employee" ON "leave_adjustments" USING btree ("employee_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_approvals_request_step" ON "leave_approvals" USING btree ("request_id","step");--> statement-breakpoint
CREATE INDEX "leave_approvals_pending" ON "leave_approvals" USING btree ("decision","approver_type");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_policies_client_key" ON "leave_policies" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_policies_one_default" ON "leave_policies" USING btree ("is_default") WHERE "leave_policies"."is_default";--> statement-breakpoint
CREATE INDEX "leave_requests_employee" ON "leave_requests" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_status" ON "leave_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_dates" ON "leave_requests" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_token_hash_key" ON "public_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "public_links_record" ON "public_links" USING btree ("purpose","record_id");