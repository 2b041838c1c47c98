import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { hashSecretToken, newSecretToken } from '../../../core/security/secret-token.js';
import { CustomerEntity } from '../shared/customer.entity.js';
import { SessionCache } from './session-cache.js';
import { SessionEntity } from './session.entity.js';

/**
 * The session cookie's name. In production `__Host-`: the browser then takes it only over HTTPS, for
 * the whole site and from the site itself, so a page on a sibling subdomain can neither set one nor
 * shadow it with a cookie of the same name. Over plain HTTP (development, tests) that prefix would be
 * refused, so the name is plain there.
 */
export function sessionCookieName(config: Pick<AppConfig, 'isProduction'>): string {
  return config.isProduction ? '__Host-sid' : 'sid';
}
const SESSION_DAYS = 7;
/**
 * How long another API process may still let in a session ended, or an account changed, elsewhere:
 * the process where it happens forgets its copies at once.
 */
export const SESSION_CACHE_MS = 1000;
/** Sessions active within a second, with room to spare. */
const SESSION_CACHE_MAX = 10_000;

/**
 * Server-side sessions: the cookie carries a random token, the table its keyed hash. A request reads
 * the customer afresh unless the same session was read within SESSION_CACHE_MS (see SessionCache), so
 * a logout, a role change or a deleted account takes effect at once in the process that made it and
 * within that second in the others.
 */
@Injectable()
export class SessionService {
  private resolveSqlText?: string;
  private readonly cookieName: string;
  private readonly recent = new SessionCache<Partial<CustomerEntity> & { id: string }>(SESSION_CACHE_MS, SESSION_CACHE_MAX);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {
    this.cookieName = sessionCookieName(config);
  }

  /**
   * A new session for a login; the one the browser still carried (another account's, or a cookie
   * planted before the login) ends with it, so a login never leaves an older session alive.
   */
  async start(reply: FastifyReply, customerId: string): Promise<void> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    const previous = reply.request.cookies?.[this.cookieName];
    if (previous && previous.length <= 100) {
      this.recent.forgetSession(this.hash(previous));
      await this.db.getRepository(SessionEntity).delete({ idHash: this.hash(previous) });
    }
    await this.db.getRepository(SessionEntity).insert({ idHash: this.hash(token), customerId, expiresAt });
    // Old sessions are swept here rather than by a timer: logins are frequent enough.
    await this.db.query('DELETE FROM sessions WHERE expires_at < now()');
    void reply.setCookie(this.cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      expires: expiresAt,
    });
  }

  async resolve(request: FastifyRequest): Promise<CustomerEntity | null> {
    const token = request.cookies[this.cookieName];
    if (!token || token.length > 100) return null;
    const idHash = this.hash(token);
    let row = this.recent.get(idHash, Date.now());
    if (!row) {
      const readToken = this.recent.beginRead();
      [row] = (await this.db.query(this.resolveSql(), [idHash])) as (Partial<CustomerEntity> & { id: string })[];
      if (row) this.recent.store(idHash, row, readToken, Date.now());
    }
    // A copy per request: callers may add to the entity, the kept row stays as read.
    return row ? Object.assign(new CustomerEntity(), row) : null;
  }

  /** The account changed (role, branches, name, language) or is gone: its sessions are read afresh. */
  forgetCustomer(customerId: string): void {
    this.recent.forgetCustomer(customerId);
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
    const token = request.cookies[this.cookieName];
    if (token) {
      this.recent.forgetSession(this.hash(token));
      await this.db.getRepository(SessionEntity).delete({ idHash: this.hash(token) });
    }
    this.clearCookie(reply);
  }

  /** Ends every session of a customer (password changed or reset, account deleted). */
  async endAll(customerId: string, manager: EntityManager = this.db.manager): Promise<void> {
    this.recent.forgetCustomer(customerId);
    await manager.getRepository(SessionEntity).delete({ customerId });
  }

  clearCookie(reply: FastifyReply): void {
    void reply.clearCookie(this.cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.isProduction });
  }

  private hash(token: string): string {
    return hashSecretToken(token, this.config.SESSION_SECRET);
  }
}
