CREATE TABLE "release_registry" (
	"id" smallint PRIMARY KEY NOT NULL,
	"registry" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
