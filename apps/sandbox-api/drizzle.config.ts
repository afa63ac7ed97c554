import { defineConfig } from "drizzle-kit";

/** drizzle-kit: migrations are generated from the schema into `drizzle/` (committed) and applied at startup. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
