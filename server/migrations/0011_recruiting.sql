CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requirement_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage" text DEFAULT 'sourced' NOT NULL,
	"reason" text,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"requirement_id" uuid,
	"kind" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"detail" text DEFAULT '' NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone" text,
	"city" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"expected_salary" bigint,
	"source" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cv_key" text,
	"cv_file_name" text,
	"cv_mime_type" text,
	"cv_size" integer,
	"cv_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"position" text NOT NULL,
	"headcount" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"qualifications" text DEFAULT '' NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"location" text DEFAULT '' NOT NULL,
	"contract_type" text NOT NULL,
	"deadline" date,
	"status" text DEFAULT 'open' NOT NULL,
	"recruiter_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_headcount_positive" CHECK ("requirements"."headcount" > 0),
	CONSTRAINT "requirements_salary_range" CHECK ("requirements"."salary_min" is null or "requirements"."salary_max" is null or "requirements"."salary_min" <= "requirements"."salary_max")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_activities" ADD CONSTRAINT "candidate_activities_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_requirement_candidate_key" ON "applications" USING btree ("requirement_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_candidate" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "applications_stage" ON "applications" USING btree ("requirement_id","stage");--> statement-breakpoint
CREATE INDEX "candidate_activities_candidate" ON "candidate_activities" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_activities_created" ON "candidate_activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "candidate_activities_actor" ON "candidate_activities" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "candidates_search" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_skills" ON "candidates" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "candidates_email" ON "candidates" USING btree ("email");--> statement-breakpoint
CREATE INDEX "candidates_phone" ON "candidates" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "candidates_city" ON "candidates" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "candidates_updated" ON "candidates" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requirements_number_key" ON "requirements" USING btree ("number");--> statement-breakpoint
CREATE INDEX "requirements_client" ON "requirements" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "requirements_status" ON "requirements" USING btree ("status");--> statement-breakpoint
CREATE INDEX "requirements_recruiters" ON "requirements" USING gin ("recruiter_ids");