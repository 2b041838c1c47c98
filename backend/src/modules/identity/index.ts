// The identity module's public surface: other modules import from here, never from its folders.
export { IdentityModule } from './identity.module.js';
export { IdentityMail, type IdentityMailParams } from './identity-mail.port.js';
export { MailLanguage } from './mail-language/mail-language.service.js';
export { Actors } from './session/actors.service.js';
export { AdminOnly, Authenticated, CurrentActor, StaffOrAdmin } from './session/auth.guard.js';
export { assertWorksAtBranch, branchScope, customerListFilter, worksAtBranch, type Actor, type CustomerListFilter } from './session/actor.js';
export { UnknownBranchesQuery } from './update-customer/unknown-branches.query.js';
