import type { JoinWaitlistResponse, Lang } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';
import type { JoinWaitlistBody } from './join-waitlist.request.js';

export class JoinWaitlistCommand extends Command<JoinWaitlistResponse> {
  constructor(
    readonly body: JoinWaitlistBody,
    readonly customer: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
