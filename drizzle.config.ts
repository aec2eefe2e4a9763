import { defineConfig } from "drizzle-kit";

// Generates the SQL migrations in ./drizzle from app/db/schema.ts. The same files migrate PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
