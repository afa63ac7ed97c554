/**
 * Schemas shared by several families.
 */
import * as z from "zod/mini";

/** 0 or 1, as the backend sends booleans. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
