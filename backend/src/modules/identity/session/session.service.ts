import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { hashSecretToken, newSecretToken } from '../../../core/security/secret-token.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { SessionEntity } from './session.entity.js';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 7;

/**
 * Server-side sessions: the cookie carries a random token, the table its keyed hash. Every request
 * reads the customer afresh, so a role change or a deleted account takes effect at once.
 */
@Injectable()
export class SessionService {
  private resolveSqlText?: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  async start(reply: FastifyReply, customerId: string): Promise<void> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    await this.db.getRepository(SessionEntity).insert({ idHash: this.hash(token), customerId, expiresAt });
    // Old sessions are swept here rather than by a timer: logins are frequent enough.
    await this.db.query('DELETE FROM sessions WHERE expires_at < now()');
    void reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      expires: expiresAt,
    });
  }

  async resolve(request: FastifyRequest): Promise<CustomerEntity | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const [row] = (await this.db.query(this.resolveSql(), [this.hash(token)])) as Partial<CustomerEntity>[];
    return row ? Object.assign(new CustomerEntity(), row) : null;
  }

  /**
   * Every request behind a login runs this query, so it is written once from the entity's columns
   * instead of going through the query builder each time.
   */
  private resolveSql(): string {
    if (!this.resolveSqlText) {
      const columns = this.db.getMetadata(CustomerEntity).columns.map((column) => `c.${column.databaseName} AS "${column.propertyName}"`);
      this.resolveSqlText = `SELECT ${columns.join(', ')} FROM customers c JOIN sessions s ON s.customer_id = c.id WHERE s.id_hash = $1 AND s.expires_at > now()`;
    }
    return this.resolveSqlText;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.db.getRepository(SessionEntity).delete({ idHash: this.hash(token) });
    this.clearCookie(reply);
  }

  /** Ends every session of a customer (password changed or reset, account deleted). */
  async endAll(customerId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(SessionEntity).delete({ customerId });
  }

  clearCookie(reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.isProduction });
  }

  private hash(token: string): string {
    return hashSecretToken(token, this.config.SESSION_SECRET);
  }
}
