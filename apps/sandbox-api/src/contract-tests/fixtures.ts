/**
 * The fixture type of the contract test: who makes each call and with which request.
 */
import type { Ctx, Who } from "./context.ts";

/** One call's fixture: the account (null: no login) and the request (may read the context when called). */
export interface Fixture {
  /** The account; `spare`: a session of normal.user of its own, for calls that end their session (logout). */
  readonly as: Who | "spare" | null;
  readonly args?: (ctx: Ctx) => unknown;
}

/** Fixtures by declaration key. */
export type Fixtures = Readonly<Record<string, Fixture>>;

/** A call as the agency owner with a fixed request. */
export const owner = (args?: (ctx: Ctx) => unknown): Fixture => ({ as: "agency.owner", ...(args === undefined ? {} : { args }) });
