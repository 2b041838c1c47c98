import { minuteOfDayFromLabel, type TimeSlotInput, type TimeSlotRow } from '@dealer/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { Column, Entity } from 'typeorm';
import { Trim } from '../../../core/http/input.decorators.js';
import { CatalogEntity } from '../shared/catalog-entity.base.js';
import type { CrudResource } from '../shared/crud-resource.js';

@Entity('time_slots')
export class TimeSlotEntity extends CatalogEntity {
  @Column({ name: 'time_slot', type: 'text' })
  timeSlot: string;

  @Column({ name: 'slot_index', type: 'int' })
  slotIndex: number;

  /** Derived from the label; the unique index makes two labels for one time a duplicate. */
  @Column({ name: 'minute_of_day', type: 'int' })
  minuteOfDay: number;
}

export class TimeSlotBody implements TimeSlotInput {
  @ApiProperty({ example: '01:00 PM', description: '12-hour time with a leading zero' })
  @Trim()
  @IsString()
  @Matches(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, { message: 'timeSlot must be a 12-hour time like 01:00 PM' })
  timeSlot: string;

  @ApiProperty({ example: 6 })
  @IsInt()
  @Min(0)
  @Max(1000)
  slotIndex: number;
}

export const TIME_SLOTS: CrudResource<TimeSlotEntity, TimeSlotBody, TimeSlotRow> = {
  resource: 'timeslots',
  entity: TimeSlotEntity,
  body: TimeSlotBody,
  order: { minuteOfDay: 'ASC' },
  toRow: (e) => ({ _id: e.id, timeSlot: e.timeSlot, slotIndex: e.slotIndex, minuteOfDay: e.minuteOfDay }),
  toEntity: (i) => ({ timeSlot: i.timeSlot, slotIndex: i.slotIndex, minuteOfDay: minuteOfDayFromLabel(i.timeSlot)! }),
};
