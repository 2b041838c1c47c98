import { worksInAdminArea, type CustomerType } from '@dealer/contracts';
import { applyDecorators, createParamDecorator, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../core/http/api-error.js';
import type { CustomerEntity } from '../shared/customer.entity.js';
import { toActor, type Actor } from './actor.js';
import { SessionService } from './session.service.js';

export const ACCESS = Symbol('access');
/**
 * What a route requires: 'customer' lets in any logged-in account, 'staff' branch staff and admins (the
 * handler then scopes to the caller's branches), 'admin' administrators only.
 */
export type Access = CustomerType;

type AuthedRequest = FastifyRequest & { customer?: CustomerEntity; actor?: Actor };

/** Refuses anonymous callers with 401, and with 403 customers on staff routes and non-admins on admin routes, on the server. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<Access>(ACCESS, context.getHandler()) ?? 'customer';
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const customer = await this.sessions.resolve(request);
    if (!customer) throw new ApiError(401, 'loginRequired');
    if (access === 'admin' && customer.type !== 'admin') throw new ApiError(403, 'adminOnly');
    if (access === 'staff' && !worksInAdminArea(customer.type)) throw new ApiError(403, 'staffOnly');
    request.customer = customer;
    request.actor = toActor(customer);
    return true;
  }
}

/** Any logged-in customer (or admin). The document says so as `x-access`, for clients and the access tests. */
export const Authenticated = () =>
  applyDecorators(SetMetadata(ACCESS, 'customer'), UseGuards(AuthGuard), ApiCookieAuth('sid'), ApiUnauthorizedResponse(), ApiExtension('x-access', 'customer'));

/**
 * Branch staff and admins. The route's handler must scope what it reads or changes to the caller's
 * branches (`branchScope`, `assertWorksAtBranch`): the guard only knows the role.
 */
export const StaffOrAdmin = () =>
  applyDecorators(
    SetMetadata(ACCESS, 'staff'),
    UseGuards(AuthGuard),
    ApiCookieAuth('sid'),
    ApiUnauthorizedResponse(),
    ApiForbiddenResponse(),
    ApiExtension('x-access', 'staff'),
  );

/** Admins only. */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS, 'admin'),
    UseGuards(AuthGuard),
    ApiCookieAuth('sid'),
    ApiUnauthorizedResponse(),
    ApiForbiddenResponse(),
    ApiExtension('x-access', 'admin'),
  );

/** The session's customer, set by AuthGuard. */
export const CurrentCustomer = createParamDecorator((_: unknown, ctx: ExecutionContext): CustomerEntity => {
  const customer = ctx.switchToHttp().getRequest<AuthedRequest>().customer;
  if (!customer) throw new Error('CurrentCustomer used on a route without @Authenticated or @AdminOnly');
  return customer;
});

/** The session's account as plain values, for other modules' commands: no ORM entity crosses a module. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const actor = ctx.switchToHttp().getRequest<AuthedRequest>().actor;
  if (!actor) throw new Error('CurrentActor used on a route without @Authenticated or @AdminOnly');
  return actor;
});
