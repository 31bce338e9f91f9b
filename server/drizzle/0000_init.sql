CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_locks" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_user_id" integer,
	"notice_type" varchar(32) NOT NULL,
	"body" jsonb NOT NULL,
	"has_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"handle" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" varchar(512) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"nickname" varchar(40) NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"roles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"can_post_shot" boolean DEFAULT false NOT NULL,
	"can_top_comment" boolean DEFAULT false NOT NULL,
	"cid" varchar(18),
	"wechat" varchar(64) DEFAULT '' NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"visit_num" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(40) NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" varchar(80) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_likes" (
	"audio_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_likes_audio_id_user_id_pk" PRIMARY KEY("audio_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "audio_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"other_sources" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audio_teachers" (
	"audio_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "audio_teachers_audio_id_teacher_id_pk" PRIMARY KEY("audio_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "audios" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"source_key" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"wx_qr_code" text DEFAULT '' NOT NULL,
	"play_num" integer DEFAULT 0 NOT NULL,
	"enable_comment" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"root_target_id" integer,
	"reply_target_id" integer,
	"like_num" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_type" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"open_method" varchar(10) DEFAULT 'self' NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"hit_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) DEFAULT 'link' NOT NULL,
	"name" varchar(40) NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"url" text NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"course_type" varchar(20) DEFAULT 'online-course' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"classname" varchar(100) NOT NULL,
	"starttime" date NOT NULL,
	"endtime" date NOT NULL,
	"class_color" varchar(20) DEFAULT '#165DFF' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_apps" (
	"course_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "course_apps_course_id_app_id_pk" PRIMARY KEY("course_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "course_collections" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_collections_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_purchases" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"order_num" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_purchases_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_teachers" (
	"course_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "course_teachers_course_id_teacher_id_pk" PRIMARY KEY("course_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"original_price" integer DEFAULT 0 NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"course_type" varchar(20) DEFAULT 'online-course' NOT NULL,
	"play_origin" varchar(20) DEFAULT 'local' NOT NULL,
	"level" varchar(10) DEFAULT 'primary' NOT NULL,
	"live_status" varchar(10),
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"time_remark" varchar(200) DEFAULT '' NOT NULL,
	"live_url" text DEFAULT '' NOT NULL,
	"lesson_total_num" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"course_series_id" integer,
	"purchase_num" integer DEFAULT 0 NOT NULL,
	"watch_num" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || "subtitle" || ' ' || "tags")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"media_key" text,
	"duration" integer DEFAULT 0 NOT NULL,
	"source_key" text,
	"downloadable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_records" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_index" integer DEFAULT 0 NOT NULL,
	"watched_duration" integer DEFAULT 0 NOT NULL,
	"has_final" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_records_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"code_type" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_promises" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" varchar(40) NOT NULL,
	"tel" varchar(11) NOT NULL,
	"address" varchar(200) NOT NULL,
	"in_beijing" smallint NOT NULL,
	"back_date" varchar(10) NOT NULL,
	"vehicle" varchar(20) NOT NULL,
	"vehicle_num" varchar(40) NOT NULL,
	"go_disease_area" smallint NOT NULL,
	"touch" smallint NOT NULL,
	"sign" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_signs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sign_date" varchar(10) NOT NULL,
	"in_beijing" smallint NOT NULL,
	"is_health" smallint NOT NULL,
	"temperature" varchar(8) NOT NULL,
	"remark" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"paid_amount" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider" varchar(20) DEFAULT 'sandbox' NOT NULL,
	"provider_ref" varchar(64),
	"code_url" varchar(1024),
	"provider_checked_at" timestamp with time zone,
	"provider_closed_at" timestamp with time zone,
	"refund_no" varchar(64),
	"refund_ref" varchar(64),
	"refund_reason" varchar(80),
	"refund_requested_by" integer,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_fail_reason" varchar(200),
	"expires_at" timestamp with time zone NOT NULL,
	"pay_success_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderNum_unique" UNIQUE("order_num")
);
--> statement-breakpoint
CREATE TABLE "release_registry" (
	"id" smallint PRIMARY KEY NOT NULL,
	"registry" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_load_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" varchar(20) NOT NULL,
	"version" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"served_version" varchar(64),
	"user_id" integer,
	"visitor_id" varchar(40),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shot_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shot_collections" (
	"shot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shot_collections_shot_id_user_id_pk" PRIMARY KEY("shot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shot_courses" (
	"shot_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shot_courses_shot_id_course_id_pk" PRIMARY KEY("shot_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "shot_likes" (
	"shot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shot_likes_shot_id_user_id_pk" PRIMARY KEY("shot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"shot_category_id" integer,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"disabled_by_admin" boolean DEFAULT false NOT NULL,
	"disabled_reason" text DEFAULT '' NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"enable_comment" boolean DEFAULT true NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"like_num" integer DEFAULT 0 NOT NULL,
	"collect_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" varchar(500) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"session_id" varchar(64) PRIMARY KEY NOT NULL,
	"id_token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_records" ADD CONSTRAINT "visitor_records_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_records" ADD CONSTRAINT "visitor_records_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_likes" ADD CONSTRAINT "audio_likes_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_likes" ADD CONSTRAINT "audio_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_teachers" ADD CONSTRAINT "audio_teachers_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_teachers" ADD CONSTRAINT "audio_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_series_id_audio_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."audio_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_links" ADD CONSTRAINT "navigation_links_group_id_navigation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."navigation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_group_id_tool_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tool_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_group_id_category_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."category_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_apps" ADD CONSTRAINT "course_apps_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_apps" ADD CONSTRAINT "course_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_collections" ADD CONSTRAINT "course_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_collections" ADD CONSTRAINT "course_collections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_purchases" ADD CONSTRAINT "course_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_purchases" ADD CONSTRAINT "course_purchases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_series_id_course_series_id_fk" FOREIGN KEY ("course_series_id") REFERENCES "public"."course_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_records" ADD CONSTRAINT "watch_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_records" ADD CONSTRAINT "watch_records_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_records" ADD CONSTRAINT "watch_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_promises" ADD CONSTRAINT "health_promises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_signs" ADD CONSTRAINT "health_signs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_answers" ADD CONSTRAINT "research_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_requested_by_users_id_fk" FOREIGN KEY ("refund_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_load_events" ADD CONSTRAINT "remote_load_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_collections" ADD CONSTRAINT "shot_collections_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_collections" ADD CONSTRAINT "shot_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_courses" ADD CONSTRAINT "shot_courses_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_courses" ADD CONSTRAINT "shot_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_courses" ADD CONSTRAINT "shot_courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_likes" ADD CONSTRAINT "shot_likes_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shot_likes" ADD CONSTRAINT "shot_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shots" ADD CONSTRAINT "shots_shot_category_id_shot_categories_id_fk" FOREIGN KEY ("shot_category_id") REFERENCES "public"."shot_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_pair_idx" ON "follows" USING btree ("follower_id","target_user_id");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","has_read","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_idx" ON "users" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cid_idx" ON "users" USING btree ("cid");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_records_pair_idx" ON "visitor_records" USING btree ("visitor_id","target_user_id");--> statement-breakpoint
CREATE INDEX "visitor_records_target_idx" ON "visitor_records" USING btree ("target_user_id","visited_at");--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audios_series_idx" ON "audios" USING btree ("series_id","created_at");--> statement-breakpoint
CREATE INDEX "comment_reports_open_idx" ON "comment_reports" USING btree ("dismissed_at","created_at");--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("type","target_id","root_target_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_root_idx" ON "comments" USING btree ("root_target_id","created_at");--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("group_type","sort");--> statement-breakpoint
CREATE INDEX "bulletins_created_idx" ON "bulletins" USING btree ("published","created_at");--> statement-breakpoint
CREATE INDEX "friend_links_type_idx" ON "friend_links" USING btree ("type","sort");--> statement-breakpoint
CREATE INDEX "navigation_links_group_idx" ON "navigation_links" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "tools_group_idx" ON "tools" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "categories_group_idx" ON "categories" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "class_plans_school_idx" ON "class_plans" USING btree ("school_id","starttime");--> statement-breakpoint
CREATE INDEX "course_apps_app_idx" ON "course_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "course_teachers_teacher_idx" ON "course_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "courses_type_created_idx" ON "courses" USING btree ("course_type","created_at");--> statement-breakpoint
CREATE INDEX "courses_published_created_idx" ON "courses" USING btree ("published","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price");--> statement-breakpoint
CREATE INDEX "courses_series_idx" ON "courses" USING btree ("course_series_id");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "watch_records_user_recent_idx" ON "watch_records" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "email_codes_email_idx" ON "email_codes" USING btree ("email","code_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_signs_user_day_idx" ON "health_signs" USING btree ("user_id","sign_date");--> statement-breakpoint
CREATE INDEX "health_signs_day_idx" ON "health_signs" USING btree ("sign_date");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_course_user_idx" ON "orders" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_idx" ON "orders" USING btree ("user_id","course_id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "remote_load_events_version_idx" ON "remote_load_events" USING btree ("remote","version","at");--> statement-breakpoint
CREATE INDEX "remote_load_events_at_idx" ON "remote_load_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "remote_load_events_user_idx" ON "remote_load_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "remote_load_events_visitor_idx" ON "remote_load_events" USING btree ("visitor_id","at");--> statement-breakpoint
CREATE INDEX "shot_collections_user_idx" ON "shot_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shot_courses_course_idx" ON "shot_courses" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "shots_status_created_idx" ON "shots" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shots_recommend_idx" ON "shots" USING btree ("is_recommend","created_at");--> statement-breakpoint
CREATE INDEX "shots_category_idx" ON "shots" USING btree ("shot_category_id","created_at");--> statement-breakpoint
CREATE INDEX "shots_user_idx" ON "shots" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_issuer_subject_idx" ON "sso_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");