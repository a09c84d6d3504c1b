CREATE TABLE "account_erasures" (
	"company_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"erased_by" uuid,
	"erased_at" timestamp with time zone NOT NULL,
	"blob_keys" text[] NOT NULL,
	"blobs_removed_at" timestamp with time zone,
	CONSTRAINT "account_erasures_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "account_erasures_number" UNIQUE("company_id","number")
);
--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_erasures_pending" ON "account_erasures" USING btree ("company_id") WHERE "account_erasures"."blobs_removed_at" is null;