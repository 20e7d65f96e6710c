CREATE TABLE "centering_measurements" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"side" text NOT NULL,
	"ok" boolean NOT NULL,
	"l_pct" double precision,
	"r_pct" double precision,
	"t_pct" double precision,
	"b_pct" double precision,
	"angle_deg" double precision,
	"confidence" double precision NOT NULL,
	"reason" text,
	"outer_box" jsonb,
	"inner_box" jsonb,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centering_measurements_result" CHECK (("centering_measurements"."ok" and "centering_measurements"."l_pct" is not null and "centering_measurements"."outer_box" is not null) or (not "centering_measurements"."ok" and "centering_measurements"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "centering_measurements" ADD CONSTRAINT "centering_measurements_photo_id_submission_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."submission_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centering_measurements" ADD CONSTRAINT "centering_measurements_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "centering_measurements_side_unique" ON "centering_measurements" USING btree ("submission_id","side");