import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { NewsletterController } from './newsletter/newsletter.controller.js';

/** What visitors send us outside a booking: for now the newsletter sign-ups. */
@Module({
  imports: [IdentityModule],
  controllers: [NewsletterController],
})
export class EnquiriesModule {}
