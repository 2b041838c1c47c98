import type { ConfirmWaitlistOfferResponse, Lang } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';

/** The offer mail's one click: the token alone says which hold, and whose. */
export class ConfirmHoldCommand extends Command<ConfirmWaitlistOfferResponse> {
  constructor(
    readonly token: string,
    readonly lang: Lang,
  ) {
    super();
  }
}
