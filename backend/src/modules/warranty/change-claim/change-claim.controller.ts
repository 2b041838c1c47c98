import {
  ADMIN_CLAIM_STATUSES,
  CLAIM_RESOLUTIONS,
  CLAIM_TEXT_MAX,
  type AdminClaimStatus,
  type ChangeClaimStatusRequest,
  type ClaimResolution,
  type Lang,
  type MessageResponse,
  type ProvideClaimInformationRequest,
} from '@dealer/contracts';
import { Body, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { Trim } from '../../../core/http/input.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { RequiredParagraph } from '../../catalog/index.js';
import { AdminOnly, Authenticated, CurrentActor, type Actor } from '../../identity/index.js';
import { ChangeClaimCommand } from './change-claim.command.js';

/** Whether a note or a resolution is needed depends on the move; the decider says so (400). */
export class ClaimStatusBody implements ChangeClaimStatusRequest {
  @ApiProperty({ enum: ADMIN_CLAIM_STATUSES }) @IsIn(ADMIN_CLAIM_STATUSES) status: AdminClaimStatus;

  @ApiPropertyOptional({ maxLength: CLAIM_TEXT_MAX, description: 'The question (information_requested) or the reason (rejected); optional otherwise' })
  @IsOptional() @Trim() @IsString() @MaxLength(CLAIM_TEXT_MAX)
  note?: string;

  @ApiPropertyOptional({ enum: CLAIM_RESOLUTIONS, description: 'Required with approved' })
  @IsOptional() @IsIn(CLAIM_RESOLUTIONS)
  resolution?: ClaimResolution;
}

export class ClaimInformationBody implements ProvideClaimInformationRequest {
  @RequiredParagraph(CLAIM_TEXT_MAX, 'The unit was installed at the Olaya branch') information: string;
}

@ResourceController('warrantyclaims', ':id')
export class ChangeClaimController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', 'status', { status: 200, access: AdminOnly(), summary: 'Move a claim along its review (admin); 409 when its status does not allow the move' })
  status(@Param('id', UuidParamPipe) id: string, @Body() body: ClaimStatusBody, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ChangeClaimCommand(id, { type: 'status', to: body.status, note: body.note, resolution: body.resolution }, caller, lang));
  }

  @Endpoint('POST', 'information', { status: 200, access: Authenticated(), summary: "Answer the admin's question (the claim's owner, while information is requested)" })
  information(@Param('id', UuidParamPipe) id: string, @Body() body: ClaimInformationBody, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ChangeClaimCommand(id, { type: 'information', information: body.information }, caller, lang));
  }
}
