import { DAY_TIMING_PATTERN, type TimingInput, type TimingRow } from '@dealer/contracts';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { MatchedText, OptionalText, RequiredText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

@Entity('timings')
export class TimingEntity extends CatalogEntity {
  @Column({ type: 'text' }) day: string;
  @Column({ name: 'day_ar', type: 'text' }) dayAr: string;
  @Column({ name: 'day_timing', type: 'text' }) dayTiming: string;
}

export class TimingBody implements TimingInput {
  @RequiredText(60, 'Saturday - Thursday')
  day: string;

  @OptionalText(60, 'السبت - الخميس')
  dayAr?: string;

  @MatchedText(DAY_TIMING_PATTERN, 'dayTiming must look like 08:00-AM to 10:00-PM', '08:00-AM to 10:00-PM')
  dayTiming: string;
}

/** The footer's timetable; one row per day (or range of days). */
export const TIMINGS: CrudResource<TimingBody, TimingRow> = {
  resource: 'timings',
  body: TimingBody,
  store: entityStore({ entity: TimingEntity, order: { createdAt: 'ASC' }, fields: ['day', 'dayTiming'], optionalTexts: ['dayAr'] }),
};
