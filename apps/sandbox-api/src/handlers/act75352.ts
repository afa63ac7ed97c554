/**
 * Activity 75352 agent API handlers (SPEC section 7): activity registration. The page-token GET
 * (`/{token}`) is mounted last, so the named GET calls take precedence over it.
 */
import type { RegisterHandlers } from "#http/contract-router.ts";
import { registerAct75352ActionHandlers } from "./act75352/actions.ts";
import { registerAct75352QueryHandlers } from "./act75352/queries.ts";

/** Registers every activity 75352 handler. */
export const registerAct75352Handlers: RegisterHandlers = (router) => {
  registerAct75352ActionHandlers(router);
  registerAct75352QueryHandlers(router);
};
