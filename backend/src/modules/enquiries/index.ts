// The enquiries module's public surface: other modules import from here, never from its folders.
export { EnquiriesModule } from './enquiries.module.js';
export { NewsletterMail, type NewsletterMailParams } from './newsletter/newsletter-mail.port.js';
