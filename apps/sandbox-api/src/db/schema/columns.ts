/**
 * Column helpers shared by the schema files.
 */
import { timestamp } from "drizzle-orm/pg-core";

/** A `timestamptz` column read as a JS `Date` (instants; the sandbox's clock decides "now", never SQL `now()`). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
