import type { Bilingual, CatalogResource } from '@dealer/contracts';
import type { DataSource } from 'typeorm';

/**
 * Where a resource's rows live. The generic controller asks it and answers for every resource
 * alike; a store only reads and writes.
 */
export interface CrudStore<I, R> {
  list(): Promise<R[]>;
  /** Returns the new row's id. */
  create(input: I): Promise<string>;
  /** Throws NoSuchRow when no row has this id, inside its transaction if it opened one. */
  update(id: string, input: I): Promise<void>;
  delete(id: string): Promise<void>;
}

/** A store's way of saying the id is unknown; the controller turns it into the resource's 404. */
export class NoSuchRow extends Error {}

/** What a catalog resource declares; the generic controller does the rest. */
export interface CrudResource<I extends object, R> {
  resource: CatalogResource;
  /** The request DTO (class-validator), used for both create and update. */
  body: new () => I;
  store(db: DataSource): CrudStore<I, R>;
  /** Problems worth telling that do not stop the write. */
  warnings?(input: I): Bilingual[];
  /** Summaries for the API docs where the generic ones say too little. */
  summaries?: Partial<Record<keyof CrudStore<I, R>, string>>;
}
