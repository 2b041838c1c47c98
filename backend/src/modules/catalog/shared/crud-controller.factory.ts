import type { Lang, ListResponse, MessageResponse } from '@dealer/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, type Type } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { createValidationPipe } from '../../../core/http/validation.pipe.js';
import { AdminOnly } from '../../identity/session/auth.guard.js';
import type { CrudResource } from './crud-resource.js';
import { CrudRepository, type WriteAnswer } from './crud.repository.js';

/**
 * The spec's pattern for every plain resource: public list, admin-only create, update and delete
 * under /api/{resource}/. Each resource only declares its entity, DTO and row shape.
 */
export function crudController<E extends { id: string }, I extends object, R>(def: CrudResource<E, I, R>): Type<unknown> {
  // The DTO is erased from a generic parameter, so the body pipe is told it explicitly.
  const validBody = createValidationPipe(def.body);

  @ApiTags(def.resource)
  @Controller(`api/${def.resource}`)
  class CrudController {
    private readonly crud: CrudRepository<E, I, R>;

    constructor(@InjectDataSource() db: DataSource) {
      this.crud = new CrudRepository(db, def);
    }

    @Get()
    @ApiOperation({ summary: `List ${def.resource}` })
    async list(): Promise<ListResponse<R>> {
      return { data: await this.crud.list() };
    }

    @Post()
    @HttpCode(201)
    @AdminOnly()
    @ApiBody({ type: def.body })
    @ApiOperation({ summary: `Add to ${def.resource} (admin)` })
    create(@Body(validBody) body: I, @RequestLang() lang: Lang): Promise<WriteAnswer> {
      return this.crud.create(body, lang);
    }

    @Put(':id')
    @AdminOnly()
    @ApiBody({ type: def.body })
    @ApiOperation({ summary: `Change one of ${def.resource} (admin)` })
    update(@Param('id', UuidParamPipe) id: string, @Body(validBody) body: I, @RequestLang() lang: Lang): Promise<WriteAnswer> {
      return this.crud.update(id, body, lang);
    }

    @Delete(':id')
    @AdminOnly()
    @ApiOperation({ summary: `Delete one of ${def.resource} (admin)` })
    delete(@Param('id', UuidParamPipe) id: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
      return this.crud.delete(id, lang);
    }
  }

  Object.defineProperty(CrudController, 'name', { value: `${def.resource[0]!.toUpperCase()}${def.resource.slice(1)}Controller` });
  return CrudController;
}
