import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** The spec's client sends one service as a string or several as an array. */
const AsList = () => Transform(({ value }) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));

const listRules = () => [AsList(), IsArray(), ArrayMinSize(1), ArrayMaxSize(20), IsString({ each: true }), IsNotEmpty({ each: true }), MaxLength(120, { each: true })];

/** The services of a booking, by their English names: placing one names them, rescheduling may. */
export const ServiceList = () => applyDecorators(ApiProperty({ type: [String], example: ['A/C Gas Refill'] }), ...listRules());

export const OptionalServiceList = (description: string) =>
  applyDecorators(ApiPropertyOptional({ type: [String], example: ['A/C Gas Refill'], description }), IsOptional(), ...listRules());
