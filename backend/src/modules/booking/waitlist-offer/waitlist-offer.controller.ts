import { OFFER_TOKEN_HEADER, WAITLIST_MESSAGES, type ConfirmWaitlistOfferResponse, type Lang, type WaitlistOfferResponse } from '@dealer/contracts';
import { Body, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ApiError } from '../../../core/http/api-error.js';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { waitlistRowOfHold } from '../projections/waitlist.queries.js';
import { ConfirmHoldCommand } from './confirm-hold.command.js';
import { ConfirmHoldBody } from './confirm-hold.request.js';
import { holdOfToken, offerTokenKey } from './offer-token.js';

/**
 * The offer mail's link: the page reads the offer (a GET, which mail scanners may follow: it books
 * nothing), and its Confirm button posts the token. The token is the authority, as a manage link's is,
 * and comes in a header or a body, never in an API address.
 */
@ResourceController('waitlist', 'offer')
export class WaitlistOfferController {
  private readonly key: Buffer;

  constructor(
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly db: DataSource,
    config: AppConfig,
  ) {
    this.key = offerTokenKey(config.SESSION_SECRET);
  }

  @Endpoint('GET', undefined, { summary: 'The place an offer link holds, and whether it can still be confirmed; 410 for a link not valid or expired' })
  @ApiHeader({ name: 'X-Offer-Token', required: true, description: "The token of the offer mail's link" })
  async offer(@Headers(OFFER_TOKEN_HEADER) token: unknown): Promise<WaitlistOfferResponse> {
    const now = new Date();
    const holdId = typeof token === 'string' ? holdOfToken(this.key, token, now) : null;
    const entry = holdId && (await waitlistRowOfHold(this.db.manager, holdId));
    if (!entry) throw new ApiError(410, WAITLIST_MESSAGES.offerInvalid);
    return { entry, open: entry.status === 'offered' && entry.holdExpiresAt !== null && new Date(entry.holdExpiresAt).getTime() > now.getTime() };
  }

  @Endpoint('POST', 'confirm', { status: 201, summary: 'Confirm an offer: the held place becomes a booking; 409 once used, 410 once expired' })
  confirm(@Body() body: ConfirmHoldBody, @RequestLang() lang: Lang): Promise<ConfirmWaitlistOfferResponse> {
    return this.commands.execute(new ConfirmHoldCommand(body.token, lang));
  }
}
