import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { BookingEventRow } from '@dealer/contracts';
import type { DataSource } from 'typeorm';
import { CustomerEntity } from '../shared/customer.entity.js';
import { shortName, toActor, type Actor } from './actor.js';
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

  /**
   * A history with each dealer-side line (admin, staff) naming who did it ('Sara A.'), read in one query
   * for the whole history. Customers' and the system's lines keep their wording; the account ids stay here.
   */
  async named(history: readonly (BookingEventRow & { actorId?: string })[]): Promise<BookingEventRow[]> {
    const dealerSide = (line: BookingEventRow & { actorId?: string }) => (line.actorRole === 'admin' || line.actorRole === 'staff') && line.actorId;
    const ids = [...new Set(history.filter(dealerSide).map((line) => line.actorId!))];
    const names = new Map<string, string>();
    if (ids.length > 0) {
      const rows = (await this.db.query('SELECT id, first_name AS "firstName", last_name AS "lastName" FROM customers WHERE id = ANY($1::uuid[])', [ids])) as {
        id: string;
        firstName: string;
        lastName: string;
      }[];
      for (const row of rows) names.set(row.id, shortName(row.firstName, row.lastName));
    }
    return history.map(({ actorId, ...line }) => {
      const actorName = dealerSide({ ...line, actorId }) ? names.get(actorId!) : undefined;
      return actorName ? { ...line, actorName } : line;
    });
  }
}
