/**
 * A finite state machine as data: states, and transitions saying which actor may take which
 * action from which states, through which call. Every flow of the sandbox (applications,
 * recruit, contracts, renewals, cancellations, transfers, invites, activity sign-ups) is one
 * such table, used by its handlers and documented in `packages/api-client/docs/state-machines.md`.
 *
 * Pure: no database, no clock. Handlers read a record, ask {@link nextState} for the state an
 * action leads to (a forbidden action throws {@link IllegalTransitionError}, which the handler
 * answers with the call's business code), and persist it. {@link allowedActions} is what the
 * progress answers and screens show for the caller.
 */

/** Parties that act in the flows. */
export type Actor =
  /** The broadcaster (anchor) the record is about. */
  | "broadcaster"
  /** The agency that owns the record (recruits, renews, cancels). */
  | "agency"
  /** A transfer's other agency: the one that did not start it. */
  | "counterpartAgency"
  /** The person applying (agent or sub-agent applications). */
  | "applicant"
  /** A platform operator or admin. */
  | "operator"
  /** The sandbox itself: expiry and automatic review. */
  | "system";

/** One allowed move. */
export interface Transition<S extends number, A extends string> {
  /** States it may start from. */
  readonly from: readonly S[];
  readonly action: A;
  readonly to: S;
  /** Who may take it. */
  readonly actor: Actor;
  /** The call (SPEC section 7 name) or mechanism that takes it. */
  readonly via: string;
}

/** What a state is. */
export interface StateInfo {
  /** Short English name (documentation and messages). */
  readonly name: string;
  /** No transition leaves it. */
  readonly terminal: boolean;
  /** Seconds a record may wait in this state before the system expires it; absent: never. */
  readonly expiresAfterSeconds?: number;
}

/** A machine: its states and transitions. */
export interface StateMachine<S extends number, A extends string> {
  /** Machine name, e.g. `transfer`. */
  readonly name: string;
  readonly states: Readonly<Record<S, StateInfo>>;
  readonly transitions: readonly Transition<S, A>[];
}

/** Raised when an action is not allowed from a state for an actor. */
export class IllegalTransitionError extends Error {
  override readonly name = "IllegalTransitionError";

  constructor(
    readonly machine: string,
    readonly from: number,
    readonly action: string,
    readonly actor: Actor,
    /** True when the action exists from this state but for another actor ("not your step"). */
    readonly wrongActor: boolean,
  ) {
    super(`${machine}: ${actor} may not ${action} from state ${String(from)}`);
  }
}

/** The transition `actor` may take with `action` from `from`, or undefined. */
export const findTransition = <S extends number, A extends string>(machine: StateMachine<S, A>, from: S, action: A, actor: Actor) =>
  machine.transitions.find((t) => t.action === action && t.actor === actor && t.from.includes(from));

/** True when `actor` may take `action` from `from`. */
export const canTake = <S extends number, A extends string>(machine: StateMachine<S, A>, from: S, action: A, actor: Actor): boolean =>
  findTransition(machine, from, action, actor) !== undefined;

/**
 * The state `action` by `actor` leads to from `from`.
 *
 * @throws {IllegalTransitionError} when the table has no such transition (`wrongActor` tells
 *   whether another actor could have taken it).
 */
export function nextState<S extends number, A extends string>(machine: StateMachine<S, A>, from: S, action: A, actor: Actor): S {
  const transition = findTransition(machine, from, action, actor);
  if (transition !== undefined) return transition.to;
  const wrongActor = machine.transitions.some((t) => t.action === action && t.from.includes(from));
  throw new IllegalTransitionError(machine.name, from, action, actor, wrongActor);
}

/** The actions `actor` may take from `from`, in table order, without duplicates. */
export function allowedActions<S extends number, A extends string>(machine: StateMachine<S, A>, from: S, actor: Actor): A[] {
  return [...new Set(machine.transitions.filter((t) => t.actor === actor && t.from.includes(from)).map((t) => t.action))];
}

/** Every state of a machine, ascending. */
export const statesOf = <S extends number, A extends string>(machine: StateMachine<S, A>): S[] => (Object.keys(machine.states).map(Number) as S[]).sort((a, b) => a - b);

/** True when a waiting record's deadline has passed: `deadline` <= `now` (instants). */
export const isDue = (deadline: Date | null, now: Date): boolean => deadline !== null && deadline.getTime() <= now.getTime();

/** The deadline of a record entering `state` at `at`, or null when the state does not expire. */
export function deadlineOf<S extends number, A extends string>(machine: StateMachine<S, A>, state: S, at: Date): Date | null {
  const seconds = machine.states[state].expiresAfterSeconds;
  return seconds === undefined ? null : new Date(at.getTime() + seconds * 1000);
}
