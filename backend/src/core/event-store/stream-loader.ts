import type { NewEvent } from './event-store.types.js';

/** A stream folded into its decider's state, with the version a write of it expects. */
export interface LoadedStream<S> {
  streamId: string;
  version: number;
  state: S;
}

/** A decider's evolve: how one of its events changes its state. */
export type Evolve<S, E extends NewEvent> = (state: S, event: E) => S;

/**
 * Folds a stream's events into its decider's state. The one place where events as stored become the
 * decider's own event type: a stream holds only the events its decider produced.
 */
export function foldEvents<S, E extends NewEvent>(events: readonly NewEvent[], evolve: Evolve<S, E>, initial: S): S {
  return events.reduce((state, event) => evolve(state, event as E), initial);
}
