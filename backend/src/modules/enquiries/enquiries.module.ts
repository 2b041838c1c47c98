import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { NewsletterSubscriptions } from './newsletter/newsletter-subscriptions.service.js';
import { NewsletterController } from './newsletter/newsletter.controller.js';

/** What visitors send us outside a booking: for now the newsletter sign-ups. */
@Module({
  imports: [IdentityModule],
  controllers: [NewsletterController],
  providers: [NewsletterSubscriptions],
})
export class EnquiriesModule {}
