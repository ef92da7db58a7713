ALTER TABLE "raw_frames" ALTER COLUMN "frame" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "raw_frames" ADD COLUMN "frame_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raw_frames" ADD COLUMN "frame_key" bigint;