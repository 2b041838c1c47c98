import { DAY_TIMING_PATTERN, type TimingInput, type TimingRow } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { Trim } from '../../../core/http/input.decorators.js';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';

@Entity('timings')
export class TimingEntity extends CatalogEntity {
  @Column({ type: 'text' })
  day: string;

  @Column({ name: 'day_timing', type: 'text' })
  dayTiming: string;
}

export class TimingBody implements TimingInput {
  @RequiredText(60, 'Saturday - Thursday')
  day: string;

  @ApiProperty({ example: '08:00-AM to 10:00-PM' })
  @Trim()
  @IsString()
  @Matches(DAY_TIMING_PATTERN, { message: 'dayTiming must look like 08:00-AM to 10:00-PM' })
  dayTiming: string;
}

/** The footer's timetable; one row per day (or range of days). */
export const TIMINGS: CrudResource<TimingEntity, TimingBody, TimingRow> = {
  resource: 'timings',
  entity: TimingEntity,
  body: TimingBody,
  order: { createdAt: 'ASC' },
  toRow: (e) => ({ _id: e.id, day: e.day, dayTiming: e.dayTiming }),
  toEntity: (i) => ({ day: i.day, dayTiming: i.dayTiming }),
};
