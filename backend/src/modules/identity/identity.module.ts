import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChangePasswordController } from './change-password/change-password.controller.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { CurrentSessionController } from './current-session/current-session.controller.js';
import { IDENTITY_ENTITIES } from './identity.entities.js';
import { DeleteCustomerController } from './delete-customer/delete-customer.controller.js';
import { ListCustomersController } from './list-customers/list-customers.controller.js';
import { LogInController } from './log-in/log-in.controller.js';
import { LogInHandler } from './log-in/log-in.handler.js';
import { MailLanguage } from './mail-language/mail-language.service.js';
import { LogOutController } from './log-out/log-out.controller.js';
import { RegisterCustomerController } from './register-customer/register-customer.controller.js';
import { RegisterCustomerHandler } from './register-customer/register-customer.handler.js';
import { RequestPasswordResetController } from './request-password-reset/request-password-reset.controller.js';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.handler.js';
import { ResetPasswordController } from './reset-password/reset-password.controller.js';
import { ResetPasswordHandler } from './reset-password/reset-password.handler.js';
import { Actors } from './session/actors.service.js';
import { AuthGuard } from './session/auth.guard.js';
import { SessionService } from './session/session.service.js';
import { CustomerTokens } from './shared/customer-tokens.service.js';
import { PasswordHasher } from './shared/password-hasher.js';
import { UpdateCustomerController } from './update-customer/update-customer.controller.js';
import { UpdateCustomerHandler } from './update-customer/update-customer.handler.js';
import { VerificationMail } from './shared/verification-mail.service.js';
import { VerifyEmailHandler } from './verify-email/verify-email.handler.js';

/** Customers, sessions, roles, e-mail verification and passwords. */
@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature(IDENTITY_ENTITIES)],
  controllers: [
    // Fixed paths before the ones with parameters.
    CurrentSessionController,
    LogInController,
    LogOutController,
    RequestPasswordResetController,
    ResetPasswordController,
    ChangePasswordController,
    RegisterCustomerController,
    ListCustomersController,
    UpdateCustomerController,
    DeleteCustomerController,
  ],
  providers: [
    PasswordHasher,
    SessionService,
    AuthGuard,
    Actors,
    CustomerTokens,
    VerificationMail,
    RegisterCustomerHandler,
    VerifyEmailHandler,
    UpdateCustomerHandler,
    LogInHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    MailLanguage,
  ],
  // Other modules protect their routes with @Authenticated / @AdminOnly, which need these; their
  // customers' actions set the language of their mails; Actors serves routes with a credential of their own.
  exports: [SessionService, AuthGuard, Actors, MailLanguage],
})
export class IdentityModule {}
