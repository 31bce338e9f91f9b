// The whole database schema: each module keeps its tables in its own tables.ts, re-exported here
// so drizzle-kit generates one migration history and queries get typed relations.
export * from '../../modules/account/tables';
export * from '../../modules/audio/tables';
export * from '../../modules/comment/tables';
export * from '../../modules/common/tables';
export * from '../../modules/course/tables';
export * from '../../modules/email/tables';
export * from '../../modules/forms/tables';
export * from '../../modules/payment/tables';
export * from '../../modules/shot/tables';
export * from '../../modules/sso/tables';
