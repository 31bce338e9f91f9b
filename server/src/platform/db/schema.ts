// The whole database schema: each module keeps its tables in its own schema.ts, re-exported here
// so drizzle-kit generates one migration history and queries get typed relations.
export * from '../../modules/account/schema';
export * from '../../modules/audio/schema';
export * from '../../modules/comment/schema';
export * from '../../modules/common/schema';
export * from '../../modules/course/schema';
export * from '../../modules/email/schema';
export * from '../../modules/forms/schema';
export * from '../../modules/payment/schema';
export * from '../../modules/release/schema';
export * from '../../modules/shot/schema';
export * from '../../modules/storage/schema';
