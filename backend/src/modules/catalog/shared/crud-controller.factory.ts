import { catalogMessage, type CatalogWriteResponse, type CreatedResponse, type Lang, type ListResponse, type MessageResponse } from '@dealer/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, type Type } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { KnownQuery } from '../../../core/http/known-query.pipe.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { createValidationPipe } from '../../../core/http/validation.pipe.js';
import { AdminOnly } from '../../identity/index.js';
import { NoSuchRow, type CrudResource, type CrudStore } from './crud-resource.js';

const UNIQUE_VIOLATION = '23505';

/**
 * The spec's pattern for every catalog resource: public list, admin-only create, update and delete
 * under /api/{resource}/, with the same answers and errors for all. Each resource only declares its
 * DTO and its store; unique indexes in the database decide duplicates.
 */
export function crudController<I extends object, R>(def: CrudResource<I, R>): Type<unknown> {
  // The DTO is erased from a generic parameter, so the body pipe is told it explicitly.
  const validBody = createValidationPipe(def.body);
  const error = (status: 404 | 409, kind: 'notFound' | 'duplicate') =>
    new ApiError(status, { en: catalogMessage(def.resource, kind, 'en'), ar: catalogMessage(def.resource, kind, 'ar') });

  /** The store's refusals as the API tells them. */
  async function told<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (cause) {
      if (cause instanceof NoSuchRow) throw error(404, 'notFound');
      if ((cause as { code?: string }).code === UNIQUE_VIOLATION) throw error(409, 'duplicate');
      throw cause;
    }
  }

  function warnings(input: I, lang: Lang): { warnings?: string[] } {
    const found = def.warnings?.(input) ?? [];
    return found.length > 0 ? { warnings: found.map((w) => w[lang]) } : {};
  }

  @ApiTags(def.resource)
  @Controller(`api/${def.resource}`)
  class CrudController {
    private readonly store: CrudStore<I, R>;

    constructor(@InjectDataSource() db: DataSource) {
      this.store = def.store(db);
    }

    @Get()
    @ApiOperation({ summary: def.summaries?.list ?? `List ${def.resource}` })
    // The lists take no parameters (pages fetch them bare, `?lang=` is the pages' own): a filter or a
    // typing mistake is refused rather than answered with the whole list as if it had been applied.
    async list(@Query(new KnownQuery([])) _query: Record<string, unknown>): Promise<ListResponse<R>> {
      return { data: await this.store.list() };
    }

    @Post()
    @HttpCode(201)
    @AdminOnly()
    @ApiBody({ type: def.body })
    @ApiOperation({ summary: def.summaries?.create ?? `Add to ${def.resource} (admin)` })
    async create(@Body(validBody) body: I, @RequestLang() lang: Lang): Promise<CreatedResponse & CatalogWriteResponse> {
      const id = await told(this.store.create(body));
      return { message: catalogMessage(def.resource, 'added', lang), _id: id, ...warnings(body, lang) };
    }

    @Put(':id')
    @AdminOnly()
    @ApiBody({ type: def.body })
    @ApiOperation({ summary: def.summaries?.update ?? `Change one of ${def.resource} (admin)` })
    async update(@Param('id', UuidParamPipe) id: string, @Body(validBody) body: I, @RequestLang() lang: Lang): Promise<CatalogWriteResponse> {
      await told(this.store.update(id, body));
      return { message: catalogMessage(def.resource, 'updated', lang), ...warnings(body, lang) };
    }

    @Delete(':id')
    @AdminOnly()
    @ApiOperation({ summary: def.summaries?.delete ?? `Delete one of ${def.resource} (admin)` })
    async delete(@Param('id', UuidParamPipe) id: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
      await told(this.store.delete(id));
      return { message: catalogMessage(def.resource, 'deleted', lang) };
    }
  }

  Object.defineProperty(CrudController, 'name', { value: `${def.resource[0]!.toUpperCase()}${def.resource.slice(1)}Controller` });
  return CrudController;
}
