import type { Lang } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';

/** A mail to render from a named template in the recipient's language; one shape per template. */
export type MailRequest<Params> = { [T in keyof Params]: { template: T; to: string; lang: Lang; params: Params[T] } }[keyof Params];

/**
 * Where a module hands over the mails its table writes cause. The mail joins the caller's
 * transaction, so it exists exactly when its cause commits and the request never waits for the mail
 * queue. A module declares its own port by extending this with its templates' parameters (the class
 * is the injection token); the mail module provides it.
 */
export abstract class TransactionalMail<Params> {
  abstract send(tx: EntityManager, mail: MailRequest<Params>): Promise<void>;
}
