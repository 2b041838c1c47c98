import type { Lang } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { hashSecretToken, newSecretToken } from '../../../core/security/secret-token.js';
import { CustomerTokenEntity, type TokenPurpose } from './customer-token.entity.js';

const LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 48 * 3600 * 1000,
  'reset-password': 3600 * 1000,
};

/** What a mail about a token needs to know of its account. */
export interface TokenHolder {
  id: string;
  email: string;
  firstName: string;
  lang: Lang;
}

/** Single-use, expiring link tokens; only their keyed hashes are stored. */
@Injectable()
export class CustomerTokens {
  constructor(private readonly config: AppConfig) {}

  /** In the transaction that writes the outbox entry mailing its link. */
  async issue(manager: EntityManager, customerId: string, purpose: TokenPurpose): Promise<string> {
    const token = newSecretToken();
    await manager.getRepository(CustomerTokenEntity).insert({
      tokenHash: hashSecretToken(token, this.config.SESSION_SECRET),
      customerId,
      purpose,
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
      usedAt: null,
    });
    return token;
  }

  /**
   * Finds the account with this address and issues it a token, in one statement that costs the same
   * whether or not the account exists (a token is made either way): the caller's answer time must not
   * tell which. Null when no account has the address.
   */
  async issueByEmail(manager: EntityManager, email: string, purpose: TokenPurpose): Promise<{ customer: TokenHolder; token: string } | null> {
    const token = newSecretToken();
    const rows = (await manager.query(
      `WITH holder AS (SELECT id, email, first_name, lang FROM customers WHERE email = $1),
            issued AS (INSERT INTO customer_tokens (token_hash, customer_id, purpose, expires_at)
                       SELECT $2, id, $3, now() + ($4 || ' milliseconds')::interval FROM holder)
       SELECT id, email, first_name AS "firstName", lang FROM holder`,
      [email, hashSecretToken(token, this.config.SESSION_SECRET), purpose, String(LIFETIME_MS[purpose])],
    )) as TokenHolder[];
    return rows[0] ? { customer: rows[0], token } : null;
  }

  /**
   * Uses up a token if it is valid for this customer and purpose. One UPDATE decides, so two
   * concurrent uses of the same link cannot both succeed. Other open tokens of the same purpose
   * are spent too: the newest link is not the only one that could leak.
   */
  async consume(manager: EntityManager, customerId: string, purpose: TokenPurpose, token: string): Promise<boolean> {
    if (token.length === 0 || token.length > 100) return false;
    const [, affected] = (await manager.query(
      `UPDATE customer_tokens SET used_at = now()
        WHERE token_hash = $1 AND customer_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()`,
      [hashSecretToken(token, this.config.SESSION_SECRET), customerId, purpose],
    )) as [unknown, number];
    if (affected !== 1) return false;
    await manager.query(
      `UPDATE customer_tokens SET used_at = now() WHERE customer_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [customerId, purpose],
    );
    return true;
  }

  /** True when a still-valid token of this purpose was issued in the last `withinMs`. */
  async issuedRecently(manager: EntityManager, customerId: string, purpose: TokenPurpose, withinMs: number): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM customer_tokens WHERE customer_id = $1 AND purpose = $2 AND used_at IS NULL
          AND created_at > now() - ($3 || ' milliseconds')::interval LIMIT 1`,
      [customerId, purpose, String(withinMs)],
    )) as unknown[];
    return rows.length > 0;
  }
}
