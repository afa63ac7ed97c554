/**
 * Schemas shared by several families.
 */
import { z } from "zod";

/** 0 or 1, as the backend sends booleans. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
