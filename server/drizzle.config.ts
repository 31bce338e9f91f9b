import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/tables.ts',
  out: './drizzle',
  casing: 'snake_case',
});
