/**
 * A drizzle database without a connection, for tests of routes that never query
 * (static serving, route registration). Any query on it fails.
 */
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "#db/client.ts";
import * as schema from "#db/schema/index.ts";

/** A connection-less database typed like the real one. */
export const createMockDatabase = (): Database => drizzle.mock({ schema });
