import { catalogMessage, type CreatedResponse, type Lang, type MessageResponse } from '@dealer/contracts';
import type { DataSource, FindOptionsWhere, Repository } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { announceCatalogChange } from './catalog-changes.js';
import type { CrudResource } from './crud-resource.js';

export interface WriteAnswer extends MessageResponse {
  _id?: string;
  warnings?: string[];
}

const UNIQUE_VIOLATION = '23505';

/** List, create, update and delete for one resource; unique indexes in the database decide duplicates. */
export class CrudRepository<E extends { id: string }, I extends object, R> {
  private readonly repo: Repository<E>;

  constructor(
    db: DataSource,
    private readonly def: CrudResource<E, I, R>,
  ) {
    this.repo = db.getRepository(def.entity);
  }

  async list(): Promise<R[]> {
    return (await this.repo.find({ order: this.def.order })).map((e) => this.def.toRow(e));
  }

  async create(input: I, lang: Lang): Promise<CreatedResponse & WriteAnswer> {
    const saved = await this.write(() => this.repo.save(this.repo.create(this.def.toEntity(input))));
    return { message: catalogMessage(this.def.resource, 'added', lang), _id: saved.id, ...this.warnings(input, lang) };
  }

  async update(id: string, input: I, lang: Lang): Promise<WriteAnswer> {
    const where = { id } as FindOptionsWhere<E>;
    if (!(await this.repo.existsBy(where))) throw this.notFound();
    await this.write(() => this.repo.update(where, this.def.toEntity(input) as never));
    return { message: catalogMessage(this.def.resource, 'updated', lang), ...this.warnings(input, lang) };
  }

  async delete(id: string, lang: Lang): Promise<MessageResponse> {
    const { affected } = await this.repo.delete({ id } as FindOptionsWhere<E>);
    if (!affected) throw this.notFound();
    announceCatalogChange();
    return { message: catalogMessage(this.def.resource, 'deleted', lang) };
  }

  private async write<T>(action: () => Promise<T>): Promise<T> {
    try {
      const result = await action();
      announceCatalogChange();
      return result;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ApiError(409, { en: catalogMessage(this.def.resource, 'duplicate', 'en'), ar: catalogMessage(this.def.resource, 'duplicate', 'ar') });
      }
      throw error;
    }
  }

  private warnings(input: I, lang: Lang): { warnings?: string[] } {
    const found = this.def.warnings?.(input) ?? [];
    return found.length > 0 ? { warnings: found.map((w) => w[lang]) } : {};
  }

  private notFound(): ApiError {
    return new ApiError(404, { en: catalogMessage(this.def.resource, 'notFound', 'en'), ar: catalogMessage(this.def.resource, 'notFound', 'ar') });
  }
}
