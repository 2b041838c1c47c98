import type { Bilingual, CatalogResource } from '@dealer/contracts';
import type { DeepPartial, FindOptionsOrder } from 'typeorm';

/** What a plain catalog resource declares; the generic controller and repository do the rest. */
export interface CrudResource<E extends { id: string }, I extends object, R> {
  resource: CatalogResource;
  entity: new () => E;
  /** The request DTO (class-validator), used for both create and update. */
  body: new () => I;
  order: FindOptionsOrder<E>;
  toRow(entity: E): R;
  toEntity(input: I): DeepPartial<E>;
  /** Problems worth telling that do not stop the write. */
  warnings?(input: I): Bilingual[];
}
