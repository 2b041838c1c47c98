/** A decider as its specs drive it: the state its events fold into, and its decisions and refusals. */
export interface SpecDecider<S, E, C, R> {
  initial: S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
  /** The error the decider refuses with, carrying the reason. */
  refusal: abstract new (...args: never[]) => { reason: R };
}

/** Given events, when a command: then the events decided, or the reason of the refusal. */
export function givenEvents<S, E, C, R>(decider: SpecDecider<S, E, C, R>) {
  return (events: E[]) => {
    const state = events.reduce(decider.evolve, decider.initial);
    return {
      state,
      when: (command: C): { events: E[]; refusal: R | undefined } => {
        try {
          return { events: decider.decide(command, state), refusal: undefined };
        } catch (error) {
          if (error instanceof decider.refusal) return { events: [], refusal: error.reason };
          throw error;
        }
      },
    };
  };
}
