import type { Lang, NewsletterRow } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { hashSecretToken, newSecretToken } from '../../../core/security/secret-token.js';
import { NewsletterMail } from './newsletter-mail.port.js';
import { unsubscribeLink } from './unsubscribe-link.js';

/** Longer than any token we issue; longer input is not looked up at all. */
const TOKEN_MAX_LENGTH = 100;

/**
 * The newsletter list. One row per address (case-insensitive) with the time consent was last given;
 * each sign-up mails an unsubscribe link whose token only the keyed hash of is stored.
 */
@Injectable()
export class NewsletterSubscriptions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly mail: NewsletterMail,
  ) {}

  /**
   * Signing up again renews the consent time and language, and mails a fresh link like the first
   * time: the caller cannot tell the two cases apart, only the address's owner sees the mail. The mail
   * is written to the outbox with the row, so the sign-up never waits for, nor fails with, Redis.
   */
  async subscribe(email: string, lang: Lang): Promise<void> {
    const token = newSecretToken();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `WITH subscription AS (
           INSERT INTO newsletter_subscriptions (email, lang, consent_at) VALUES ($1, $2, now())
           ON CONFLICT (lower(email)) DO UPDATE SET consent_at = now(), lang = EXCLUDED.lang, updated_at = now()
           RETURNING id)
         INSERT INTO newsletter_unsubscribe_tokens (token_hash, subscription_id) SELECT $3, id FROM subscription`,
        [email, lang, hashSecretToken(token, this.config.SESSION_SECRET)],
      );
      await this.mail.send(tx, {
        template: 'newsletter-subscribed',
        to: email,
        lang,
        params: { email, unsubscribeLink: unsubscribeLink(this.config.publicUrl, token) },
      });
    });
  }

  /**
   * Removes the subscription a mailed link belongs to, with all its links. False when the token is
   * unknown, which includes every link of an address already removed: repeating is harmless.
   */
  async unsubscribe(token: string): Promise<boolean> {
    if (token.length === 0 || token.length > TOKEN_MAX_LENGTH) return false;
    const [, affected] = (await this.db.query(
      `DELETE FROM newsletter_subscriptions
        WHERE id = (SELECT subscription_id FROM newsletter_unsubscribe_tokens WHERE token_hash = $1)`,
      [hashSecretToken(token, this.config.SESSION_SECRET)],
    )) as [unknown, number];
    return affected === 1;
  }

  async list(): Promise<NewsletterRow[]> {
    const rows = (await this.db.query(
      'SELECT id, email, lang, consent_at, created_at FROM newsletter_subscriptions ORDER BY created_at DESC, id',
    )) as { id: string; email: string; lang: Lang; consent_at: Date; created_at: Date }[];
    return rows.map((r) => ({ _id: r.id, email: r.email, lang: r.lang, consentAt: r.consent_at.toISOString(), createdAt: r.created_at.toISOString() }));
  }

  /** An admin takes an address off the list (a withdrawal that reached us another way, say). */
  async remove(id: string): Promise<boolean> {
    const [, affected] = (await this.db.query('DELETE FROM newsletter_subscriptions WHERE id = $1', [id])) as [unknown, number];
    return affected === 1;
  }
}
