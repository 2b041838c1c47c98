import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { deriveKey, open, seal } from '../../../core/security/sealed-box.js';
import type { NewsletterMail } from '../../enquiries/index.js';
import type { IdentityMail } from '../../identity/index.js';
import type { SendMailJobData } from '../send-mail.job.js';
import { newRecordId } from '../../../core/ids/record-id.js';

/** Announces new entries to the relay at commit (PostgreSQL holds a NOTIFY back until then). */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

/** The key that seals outbox entries, derived from SESSION_SECRET for this purpose only. */
export function mailOutboxKey(secret: string): Buffer {
  return deriveKey(secret, 'mail-outbox v1');
}

export function sealMail(mail: SendMailJobData, key: Buffer, id: string): string {
  return seal(JSON.stringify(mail), key, id);
}

export function openMail(sealed: string, key: Buffer, id: string): SendMailJobData {
  return JSON.parse(open(sealed, key, id)) as SendMailJobData;
}

/** The queue job of an outbox entry: a relay that retries adds nothing twice. */
export function mailOutboxJobId(id: string): string {
  return `mail-outbox-${id}`;
}

/**
 * Mail caused by a plain table write (an account, a reset link, a newsletter sign-up). It is written
 * in the caller's transaction, so the mail exists exactly when its cause commits, and the request never
 * waits for Redis: the worker's relay queues it (see mail-outbox.relay.ts). It is sealed here and
 * opened only by the worker that sends it, so its live link is readable neither in PostgreSQL nor in
 * Redis.
 */
@Injectable()
export class MailOutbox implements IdentityMail, NewsletterMail {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = mailOutboxKey(config.SESSION_SECRET);
  }

  async send(manager: EntityManager, mail: SendMailJobData): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error('Mail goes into the outbox inside the transaction that causes it');
    const id = newRecordId();
    await manager.query(
      `WITH added AS (INSERT INTO mail_outbox (id, sealed) VALUES ($1, $2) RETURNING id)
       SELECT pg_notify($3, '') FROM added`,
      [id, sealMail(mail, this.key, id), MAIL_OUTBOX_CHANNEL],
    );
  }
}
