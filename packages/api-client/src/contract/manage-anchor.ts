/**
 * Manage anchor declarations (SPEC section 7): cancellation, transfer and relation-change calls.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { flagSchema } from "./shared.ts";

/** manage anchor QryAnchorRelationChgTabVisible (GET): relation-change tab visibility. */
export const QryAnchorRelationChgTabVisible = defineEndpoint({
  name: "QryAnchorRelationChgTabVisible",
  family: "manageAnchor",
  method: "GET",
  path: "/QryAnchorRelationChgTabVisible",
  summary: "Whether the user may transfer broadcasters (transfer) and terminate them (cancel).",
  request: z.object({}),
  response: z.object({ transfer: flagSchema, cancel: flagSchema }),
  tags: ["SessionFlags"],
});

/** Every declaration of this family. */
export const manageAnchorEndpoints = [QryAnchorRelationChgTabVisible] as const;
