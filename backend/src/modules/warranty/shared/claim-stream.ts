import type { EntityManager } from 'typeorm';
import type { EventStore } from '../../../core/event-store/event-store.js';
import { claimStreamId, evolveClaim, initialClaim, type ClaimState } from '../claim/claim.decider.js';

export interface LoadedClaim {
  streamId: string;
  version: number;
  state: ClaimState;
}

/** Reads a claim's stream and folds it into the decider's state. */
export async function loadClaim(store: EventStore, manager: EntityManager, claimId: string): Promise<LoadedClaim> {
  const streamId = claimStreamId(claimId);
  return store.loadStream(streamId, evolveClaim, initialClaim, manager);
}
