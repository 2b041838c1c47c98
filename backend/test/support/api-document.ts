import type { CustomerType } from '@dealer/contracts';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface Schema {
  type?: string;
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  nullable?: boolean;
  maxLength?: number;
}

/** One documented route and method, as the served OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** `/api/bookings/{id}/cancel` */
  path: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  body?: Schema;
  /** From the guards' `x-access`: who may call it at all. */
  access: 'public' | CustomerType;
  produces: string[];
}

interface RawOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-access'?: CustomerType;
}

/** The served document (`/api/docs-json`), so the tests read what clients read. */
export async function documentedOperations(app: NestFastifyApplication): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs-json' });
  const document = response.json() as { paths: Record<string, Record<string, RawOperation>>; components: { schemas: Record<string, Schema> } };
  const resolve = (schema: Schema): Schema => (schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema);
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const jsonBody = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        headerParams: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        body: jsonBody ? resolve(jsonBody) : undefined,
        access: operation['x-access'] ?? 'public',
        produces: Object.values(operation.responses ?? {}).flatMap((r) => Object.keys(r.content ?? {})),
      };
    }),
  );
}

/** Every route the application's controllers register, as `METHOD /path/{param}`. */
export function registeredRoutes(app: NestFastifyApplication): string[] {
  const routes: string[] = [];
  // Built here: the application itself need not import DiscoveryModule.
  for (const wrapper of new DiscoveryService(app.get(ModulesContainer)).getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
      const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!;
      const path = `/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/').replace(/:([A-Za-z]+)/g, '{$1}');
      routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** Fills a path template: `{id}` → values.id. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => values[name] ?? name);
}

/** A body from the document's own examples (first enum value, else a plain value of the type). */
export function exampleBody(schema: Schema | undefined): Record<string, unknown> | undefined {
  if (!schema?.properties) return undefined;
  return Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, exampleValue(property)]));
}

export function exampleValue(property: Schema): unknown {
  if (property.example !== undefined) return property.example;
  if (property.enum?.length) return property.enum[0];
  switch (property.type) {
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return property.items ? [exampleValue(property.items)] : [];
    case 'object':
      return exampleBody(property) ?? {};
    default:
      return 'text';
  }
}
