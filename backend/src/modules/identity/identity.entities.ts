import { CustomerTokenEntity } from './shared/customer-token.entity.js';
import { CustomerEntity } from './shared/customer.entity.js';
import { SessionEntity } from './session/session.entity.js';

export const IDENTITY_ENTITIES = [CustomerEntity, CustomerTokenEntity, SessionEntity];
