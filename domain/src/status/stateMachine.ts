/**
 * One helper for every status in SPEC.md section 4. A table lists, for each state, the states it may
 * move to; anything else is refused. A state with no exits is terminal. Staying in the same state is
 * not a transition unless the table lists it, so a second "accept" from a racing device is refused.
 */

export type TransitionTable<S extends string> = { readonly [State in S]: readonly S[] };

export class TransitionError<S extends string = string> extends Error {
  override readonly name = 'TransitionError';
  constructor(
    readonly machine: string,
    readonly from: S,
    readonly to: S,
  ) {
    super(`${machine}: cannot move from "${from}" to "${to}"`);
  }
}

export interface StateMachine<S extends string> {
  /** Name used in error messages, e.g. 'order status'. */
  readonly name: string;
  readonly states: readonly S[];
  /** States a new record may be created in. */
  readonly initialStates: readonly S[];
  readonly terminalStates: readonly S[];
  isState(value: unknown): value is S;
  canTransition(from: S, to: S): boolean;
  /** Returns `to` when the move is allowed; throws TransitionError otherwise. */
  transition(from: S, to: S): S;
  nextStates(from: S): readonly S[];
  isTerminal(state: S): boolean;
}

export function defineStateMachine<const S extends string>(definition: {
  name: string;
  states: readonly S[];
  initialStates: readonly S[];
  transitions: TransitionTable<S>;
}): StateMachine<S> {
  const { name, states, initialStates, transitions } = definition;
  const known = new Set<string>(states);
  for (const state of Object.keys(transitions)) {
    if (!known.has(state)) throw new Error(`${name}: transition table names unknown state "${state}"`);
  }
  const isState = (value: unknown): value is S => typeof value === 'string' && known.has(value);
  const nextStates = (from: S): readonly S[] => (isState(from) ? transitions[from] : []);
  const canTransition = (from: S, to: S): boolean => isState(to) && nextStates(from).includes(to);
  return {
    name,
    states,
    initialStates,
    terminalStates: states.filter((state) => transitions[state].length === 0),
    isState,
    canTransition,
    transition(from, to) {
      if (!canTransition(from, to)) throw new TransitionError(name, from, to);
      return to;
    },
    nextStates,
    isTerminal: (state) => isState(state) && transitions[state].length === 0,
  };
}
