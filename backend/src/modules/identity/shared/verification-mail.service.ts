import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { IdentityMail } from '../identity-mail.port.js';
import { verifyLink } from './customer-links.js';
import { CustomerTokens, type TokenHolder } from './customer-tokens.service.js';

/** Issues a verify-email link and mails it, in the caller's transaction: on registering, and on logging in unverified. */
@Injectable()
export class VerificationMail {
  constructor(
    private readonly tokens: CustomerTokens,
    private readonly mail: IdentityMail,
    private readonly config: AppConfig,
  ) {}

  async send(tx: EntityManager, customer: TokenHolder): Promise<void> {
    const token = await this.tokens.issue(tx, customer.id, 'verify-email');
    await this.mail.send(tx, {
      template: 'verify-email',
      to: customer.email,
      lang: customer.lang,
      params: { firstName: customer.firstName, link: verifyLink(this.config.publicUrl, customer.id, token) },
    });
  }
}
