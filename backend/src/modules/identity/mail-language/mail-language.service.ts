import type { Lang } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../session/actor.js';
import { SessionService } from '../session/session.service.js';
import { CustomerEntity } from '../shared/customer.entity.js';

/**
 * The language of a customer's account mails is the one they last acted in on the site: booking or
 * claiming in Arabic makes the next password mail Arabic too. They can also set it in My Account.
 */
@Injectable()
export class MailLanguage {
  constructor(private readonly sessions: SessionService) {}

  /** In the caller's transaction, so the preference changes with the action or not at all. */
  async follow(manager: EntityManager, actor: Pick<Actor, 'id' | 'lang'>, lang: Lang): Promise<void> {
    if (actor.lang === lang) return;
    await manager.getRepository(CustomerEntity).update({ id: actor.id }, { lang });
    this.sessions.forgetCustomer(actor.id);
  }
}
