import type { Lang, NewsletterRow } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { hashSecretToken, newSecretToken } from '../../../core/security/secret-token.js';
import { NewsletterMail } from './newsletter-mail.port.js';
import { confirmLink, unsubscribeLink } from './newsletter-links.js';

/** Longer than any token we issue; longer input is not looked up at all. */
const TOKEN_MAX_LENGTH = 100;

/** How long a mailed confirmation link works; a sign-up nobody confirmed in that time is removed. */
export const CONFIRM_LINK_HOURS = 48;

/**
 * At most this many newsletter mails to one address a day, whoever asks: the footer's box must not be
 * a way to flood someone's inbox (the per-address limit of the route counts per client address only).
 * Past it a sign-up answers the same and mails nothing; the mails already sent still work.
 */
export const MAILS_PER_ADDRESS_PER_DAY = 3;

interface SignedUp {
  id: string;
  email: string;
  lang: Lang;
  confirmed: boolean;
  mailedToday: number;
}

/**
 * The newsletter list, with double opt-in: a sign-up records the consent and mails a confirmation
 * link; the address joins the list when its owner opens it. One row per address (case-insensitive);
 * only keyed hashes of the mailed tokens are stored.
 */
@Injectable()
export class NewsletterSubscriptions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly mail: NewsletterMail,
  ) {}

  /**
   * A new or unconfirmed address gets a confirmation link; a confirmed one a reminder that it is on
   * the list, with a fresh unsubscribe link, and keeps its language and consent time (a stranger
   * typing it in changes nothing). The caller cannot tell the cases apart: only the address's owner
   * sees the mail. The mail is written to the outbox with the row, so the sign-up never waits for,
   * nor fails with, Redis.
   */
  async subscribe(email: string, lang: Lang): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.sweepUnconfirmed(tx);
      const [row] = (await tx.query(
        `INSERT INTO newsletter_subscriptions AS s (email, lang, consent_at) VALUES ($1, $2, now())
         ON CONFLICT (lower(email)) DO UPDATE SET
           consent_at = CASE WHEN s.confirmed_at IS NULL THEN now() ELSE s.consent_at END,
           lang = CASE WHEN s.confirmed_at IS NULL THEN EXCLUDED.lang ELSE s.lang END,
           updated_at = now()
         RETURNING s.id, s.email, s.lang, s.confirmed_at IS NOT NULL AS confirmed,
           (SELECT count(*) FROM newsletter_confirm_tokens c WHERE c.subscription_id = s.id AND c.created_at > now() - interval '1 day')::int
           + (SELECT count(*) FROM newsletter_unsubscribe_tokens u WHERE u.subscription_id = s.id AND u.created_at > now() - interval '1 day')::int
             AS "mailedToday"`,
        [email, lang],
      )) as SignedUp[];
      if (row!.mailedToday >= MAILS_PER_ADDRESS_PER_DAY) return;
      if (row!.confirmed) await this.welcome(tx, row!);
      else await this.askToConfirm(tx, row!);
    });
  }

  /**
   * Puts the address of a mailed confirmation link on the list and mails its unsubscribe link. One
   * DELETE of the token decides, so two clicks of the same link cannot both confirm; every other link
   * of the sign-up is spent with it. False when the token is unknown, expired or spent.
   */
  async confirm(token: string): Promise<boolean> {
    if (token.length === 0 || token.length > TOKEN_MAX_LENGTH) return false;
    return this.db.transaction(async (tx) => {
      const rows = (await tx.query(
        `WITH spent AS (DELETE FROM newsletter_confirm_tokens WHERE token_hash = $1 RETURNING subscription_id, expires_at)
         UPDATE newsletter_subscriptions s SET confirmed_at = now(), updated_at = now()
           FROM spent
          WHERE s.id = spent.subscription_id AND spent.expires_at > now() AND s.confirmed_at IS NULL
         RETURNING s.id, s.email, s.lang`,
        [this.hash(token)],
      )) as [{ id: string; email: string; lang: Lang }[], number];
      const confirmed = rows[0][0];
      if (!confirmed) return false;
      await tx.query('DELETE FROM newsletter_confirm_tokens WHERE subscription_id = $1', [confirmed.id]);
      await this.welcome(tx, confirmed);
      return true;
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
      [this.hash(token)],
    )) as [unknown, number];
    return affected === 1;
  }

  /** The confirmed subscribers: an address awaiting its owner's click is not on the list yet. */
  async list(): Promise<NewsletterRow[]> {
    const rows = (await this.db.query(
      `SELECT id, email, lang, consent_at, confirmed_at, created_at FROM newsletter_subscriptions
        WHERE confirmed_at IS NOT NULL ORDER BY created_at DESC, id`,
    )) as { id: string; email: string; lang: Lang; consent_at: Date; confirmed_at: Date; created_at: Date }[];
    return rows.map((r) => ({
      _id: r.id,
      email: r.email,
      lang: r.lang,
      consentAt: r.consent_at.toISOString(),
      confirmedAt: r.confirmed_at.toISOString(),
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** An admin takes an address off the list (a withdrawal that reached us another way, say). */
  async remove(id: string): Promise<boolean> {
    const [, affected] = (await this.db.query('DELETE FROM newsletter_subscriptions WHERE id = $1 AND confirmed_at IS NOT NULL', [id])) as [unknown, number];
    return affected === 1;
  }

  private async askToConfirm(tx: EntityManager, row: { id: string; email: string; lang: Lang }): Promise<void> {
    const token = newSecretToken();
    await tx.query(
      `INSERT INTO newsletter_confirm_tokens (token_hash, subscription_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [this.hash(token), row.id, CONFIRM_LINK_HOURS],
    );
    await this.mail.send(tx, {
      template: 'newsletter-confirm',
      to: row.email,
      lang: row.lang,
      params: { email: row.email, confirmLink: confirmLink(this.config.publicUrl, token) },
    });
  }

  private async welcome(tx: EntityManager, row: { id: string; email: string; lang: Lang }): Promise<void> {
    const token = newSecretToken();
    await tx.query('INSERT INTO newsletter_unsubscribe_tokens (token_hash, subscription_id) VALUES ($1, $2)', [this.hash(token), row.id]);
    await this.mail.send(tx, {
      template: 'newsletter-subscribed',
      to: row.email,
      lang: row.lang,
      params: { email: row.email, unsubscribeLink: unsubscribeLink(this.config.publicUrl, token) },
    });
  }

  /**
   * Forgets sign-ups nobody confirmed once their last link has expired: an address someone typed in
   * is kept only as long as its owner can still say yes. Runs with each sign-up, which is when such
   * rows are made (a partial index keeps it to the unconfirmed ones).
   */
  private async sweepUnconfirmed(tx: EntityManager): Promise<void> {
    await tx.query(
      `DELETE FROM newsletter_subscriptions s
        WHERE s.confirmed_at IS NULL AND s.created_at < now() - make_interval(hours => $1)
          AND NOT EXISTS (SELECT 1 FROM newsletter_confirm_tokens c WHERE c.subscription_id = s.id AND c.expires_at > now())`,
      [CONFIRM_LINK_HOURS],
    );
  }

  private hash(token: string): string {
    return hashSecretToken(token, this.config.SESSION_SECRET);
  }
}
