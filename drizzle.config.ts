// drizzle-kit: `npx drizzle-kit generate` writes SQL migrations from the schema; they are applied on start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  dialect: 'postgresql',
});
