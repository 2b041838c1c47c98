import { minuteOfDayFromLabel, type TimeSlotInput, type TimeSlotRow } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import { MatchedText } from '../shared/catalog-input.js';
import type { CrudResource } from '../shared/crud-resource.js';
import { entityStore } from '../shared/entity-store.js';

@Entity('time_slots')
export class TimeSlotEntity extends CatalogEntity {
  @Column({ name: 'time_slot', type: 'text' }) timeSlot: string;
  @Column({ name: 'slot_index', type: 'int' }) slotIndex: number;
  /** Derived from the label; the unique index makes two labels for one time a duplicate. */
  @Column({ name: 'minute_of_day', type: 'int' }) minuteOfDay: number;
}

export class TimeSlotBody implements TimeSlotInput {
  @MatchedText(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, 'timeSlot must be a 12-hour time like 01:00 PM', '01:00 PM', '12-hour time with a leading zero')
  timeSlot: string;

  @ApiProperty({ example: 6 })
  @IsInt()
  @Min(0)
  @Max(1000)
  slotIndex: number;
}

export const TIME_SLOTS: CrudResource<TimeSlotBody, TimeSlotRow> = {
  resource: 'timeslots',
  body: TimeSlotBody,
  store: entityStore({
    entity: TimeSlotEntity,
    order: { minuteOfDay: 'ASC' },
    fields: ['timeSlot', 'slotIndex'],
    toRow: (e) => ({ minuteOfDay: e.minuteOfDay }),
    toEntity: (i) => ({ minuteOfDay: minuteOfDayFromLabel(i.timeSlot)! }),
  }),
};
