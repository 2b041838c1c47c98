import type { DataSource, DeepPartial, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import { announceCatalogChange } from './catalog-changes.js';
import { NoSuchRow, type CrudStore } from './crud-resource.js';

/**
 * A resource kept in one TypeORM entity. Most of its fields pass unchanged between request, entity
 * and row; a resource names only the ones that change form on the way.
 */
export interface EntityTable<E extends { id: string }, I, R> {
  entity: new () => E;
  order: FindOptionsOrder<E>;
  /** Fields copied as they are, in both directions. */
  fields: readonly (keyof E & keyof I & keyof R)[];
  /**
   * Texts the request may leave out (Arabic companions, optional links): a create stores them empty, an
   * update keeps what is stored, so a client that knows only the spec's English fields loses nothing.
   */
  optionalTexts?: readonly (keyof E & keyof I & keyof R)[];
  /** The row's other fields, derived from the entity. */
  toRow?(entity: E): NoInfer<Partial<R>>;
  /** The entity's other columns (or defaults for fields the request may leave out). */
  toEntity?(input: I): DeepPartial<E>;
}

/** Writes tell this process's readers (and through the relay, the others) that reference data changed. */
export function entityStore<E extends { id: string }, I, R>(table: EntityTable<E, I, R>): (db: DataSource) => CrudStore<I, R> {
  const optionalTexts = table.optionalTexts ?? [];
  const pick = (from: E | I) => Object.fromEntries(table.fields.map((field) => [field, from[field]]));
  const texts = (from: E | I) => Object.fromEntries(optionalTexts.map((field) => [field, from[field] ?? '']));
  const toRow = (entity: E) => ({ _id: entity.id, ...pick(entity), ...texts(entity), ...table.toRow?.(entity) }) as R;
  const toEntity = (input: I) => ({ ...pick(input), ...texts(input), ...table.toEntity?.(input) }) as DeepPartial<E>;

  return (db) => {
    const repo = db.getRepository(table.entity);
    const byId = (id: string) => ({ id }) as FindOptionsWhere<E>;
    return {
      async list() {
        return (await repo.find({ order: table.order })).map(toRow);
      },
      async create(input) {
        const saved = await repo.save(repo.create(toEntity(input)));
        announceCatalogChange();
        return saved.id;
      },
      async update(id, input) {
        if (!(await repo.existsBy(byId(id)))) throw new NoSuchRow();
        const kept = optionalTexts.filter((field) => input[field] === undefined);
        const changes = Object.fromEntries(Object.entries(toEntity(input)).filter(([field]) => !(kept as readonly string[]).includes(field)));
        await repo.update(byId(id), changes as never);
        announceCatalogChange();
      },
      async delete(id) {
        const { affected } = await repo.delete(byId(id));
        if (!affected) throw new NoSuchRow();
        announceCatalogChange();
      },
    };
  };
}
