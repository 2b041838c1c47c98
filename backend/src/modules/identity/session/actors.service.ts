import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { CustomerEntity } from '../shared/customer.entity.js';
import { toActor, type Actor } from './actor.js';
import { SessionService } from './session.service.js';

/**
 * Who is calling, for modules whose routes also accept a credential of their own (a booking's manage
 * link): the session's account, or an account by id once that credential has named it.
 */
@Injectable()
export class Actors {
  constructor(
    private readonly sessions: SessionService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async fromSession(request: FastifyRequest): Promise<Actor | null> {
    const customer = await this.sessions.resolve(request);
    return customer ? toActor(customer) : null;
  }

  async byId(customerId: string): Promise<Actor | null> {
    const customer = await this.db.getRepository(CustomerEntity).findOneBy({ id: customerId });
    return customer ? toActor(customer) : null;
  }
}
