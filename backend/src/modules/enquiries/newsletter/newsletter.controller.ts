import {
  NEWSLETTER_MESSAGES,
  type Lang,
  type ListResponse,
  type MessageResponse,
  type NewsletterConfirmInput,
  type NewsletterInput,
  type NewsletterRow,
  type NewsletterUnsubscribeInput,
} from '@dealer/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString } from 'class-validator';
import { ApiError } from '../../../core/http/api-error.js';
import { EmailAddress, Trim } from '../../../core/http/input.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { byIp } from '../../../core/rate-limit/rate-limit.policy.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { AdminOnly } from '../../identity/index.js';
import { NewsletterSubscriptions } from './newsletter-subscriptions.service.js';

export class NewsletterBody implements NewsletterInput {
  @ApiProperty({ example: 'layla@example.com' })
  @EmailAddress()
  email: string;

  @ApiProperty({ example: true, description: 'The visitor ticked the consent box; anything but true is refused.' })
  @IsBoolean()
  consent: true;
}

/** The token of a mailed link: the confirmation of a sign-up, or the unsubscribe link of each mail. */
export class MailedLinkBody implements NewsletterConfirmInput, NewsletterUnsubscribeInput {
  @ApiProperty({ description: 'The token of the mailed link (confirmation or unsubscribe).' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  token: string;
}

/**
 * The footer's newsletter box, the mailed link that confirms it (double opt-in: nobody can put another
 * person's address on the list) and the way out. Consent is recorded with its time, as the PDPL asks;
 * signing up again with the same address answers the same, so the form never reveals whether an
 * address is already on the list. Withdrawing takes one click on the mailed link.
 */
@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly subscriptions: NewsletterSubscriptions) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ name: 'newsletter-ip', points: 10, durationSeconds: 3600, key: byIp })
  @ApiOperation({ summary: 'Sign up for the newsletter with consent; mails a link that confirms it (public, rate-limited)' })
  async subscribe(@Body() body: NewsletterBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    if (body.consent !== true) throw new ApiError(400, NEWSLETTER_MESSAGES.consentRequired);
    await this.subscriptions.subscribe(body.email, lang);
    return { message: NEWSLETTER_MESSAGES.subscribed[lang] };
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit({ name: 'newsletter-confirm-ip', points: 30, durationSeconds: 3600, key: byIp })
  @ApiOperation({ summary: 'Confirm a sign-up with the token of the mailed link; mails the unsubscribe link (public, rate-limited)' })
  @ApiNotFoundResponse({ description: 'The link is unknown, expired or was already used.' })
  async confirm(@Body() body: MailedLinkBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    if (!(await this.subscriptions.confirm(body.token))) throw new ApiError(404, NEWSLETTER_MESSAGES.confirmLinkUnknown);
    return { message: NEWSLETTER_MESSAGES.confirmed[lang] };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @RateLimit({ name: 'newsletter-unsubscribe-ip', points: 30, durationSeconds: 3600, key: byIp })
  @ApiOperation({ summary: 'Withdraw consent with the token of the mailed link (public, rate-limited)' })
  @ApiNotFoundResponse({ description: 'The link is unknown or was already used.' })
  async unsubscribe(@Body() body: MailedLinkBody, @RequestLang() lang: Lang): Promise<MessageResponse> {
    if (!(await this.subscriptions.unsubscribe(body.token))) throw new ApiError(404, NEWSLETTER_MESSAGES.unsubscribeLinkUnknown);
    return { message: NEWSLETTER_MESSAGES.unsubscribed[lang] };
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Confirmed newsletter subscribers, newest first (admin)' })
  async list(): Promise<ListResponse<NewsletterRow>> {
    return { data: await this.subscriptions.list() };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Remove a subscriber from the newsletter (admin)' })
  async remove(@Param('id', UuidParamPipe) id: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    if (!(await this.subscriptions.remove(id))) throw new ApiError(404, NEWSLETTER_MESSAGES.subscriberNotFound);
    return { message: NEWSLETTER_MESSAGES.subscriberRemoved[lang] };
  }
}
