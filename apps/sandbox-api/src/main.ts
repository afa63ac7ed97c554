/**
 * Starts the sandbox: reads the configuration, opens the database (PGlite folder or
 * DATABASE_URL), applies migrations, seeds an empty database, serves the API and the built
 * portal (absolute links under PUBLIC_ORIGIN, else `http://localhost:<port>`), prints
 * `Agent Portal sandbox: http://localhost:<port>/agent/`, and shuts down
 * cleanly on SIGINT/SIGTERM (closing the database).
 */
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createApp } from "./http/app.ts";
import { isDatabaseEmpty, reseedDatabase } from "./seed/index.ts";
import { listen } from "./server.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  const where = config.database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.database.dataDir}`;
  console.info(`[sandbox] opening ${where}`);
  const database = await openDatabase(config.database);
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    console.info(`[sandbox] empty database: seeding (seed ${config.seed})`);
    // Through the reset's path, so the first `POST /sandbox/reset` restores a copy of these rows.
    await reseedDatabase(database.db, { seed: config.seed });
  }

  // Absolute links use PUBLIC_ORIGIN, else this server's own address once it is bound.
  let origin = config.publicOrigin ?? `http://localhost:${String(config.port)}`;
  const app = createApp({ db: database.db, config, publicOrigin: () => origin });
  const running = await listen(app, config);
  if (config.publicOrigin === null) origin = `http://localhost:${String(running.port)}`;
  console.info(`Agent Portal sandbox: ${running.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[sandbox] ${signal}: shutting down`);
    void running
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("[sandbox] shutdown failed:", error);
          process.exit(1);
        },
      );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `[sandbox] configuration: ${error.message}` : error);
  process.exit(1);
});
