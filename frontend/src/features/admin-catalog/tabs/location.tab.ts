import {
  CLOCK_TIME_PATTERN,
  DEFAULT_WORKING_DAYS,
  WEEKDAYS,
  type LocationInput,
  type LocationRow,
} from '@dealer/contracts';
import type { CrudTabSpec, FieldOption } from '../crud/crud.types';
import { CONTACT_FIELDS } from './contact-fields';

const weekdayOptions: FieldOption[] = WEEKDAYS.map((day) => ({ value: day, label: day }));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const locationTab: CrudTabSpec<LocationRow, LocationInput> = {
  tab: 'location',
  resource: 'locations',
  fields: [
    { name: 'branchName', kind: 'text', required: true },
    ...CONTACT_FIELDS,
    { name: 'postCode', kind: 'text', required: true, hint: 'postCode', pattern: /^\d{5}$/ },
    {
      name: 'openingSaturday',
      kind: 'time',
      required: true,
      hint: 'clockTime',
      placeholder: '08:00-AM',
      pattern: CLOCK_TIME_PATTERN,
    },
    {
      name: 'tillThursday',
      kind: 'time',
      required: true,
      hint: 'clockTime',
      placeholder: '10:00-PM',
      pattern: CLOCK_TIME_PATTERN,
    },
    { name: 'latitude', kind: 'number', required: true, hint: 'coordinates', step: 'any' },
    { name: 'longitude', kind: 'number', required: true, hint: 'coordinates', step: 'any' },
    { name: 'capacity', kind: 'number', required: true, hint: 'capacity', initial: '1', min: 1, step: 1 },
    { name: 'waitingLimit', kind: 'number', hint: 'waitingLimit', min: 0, step: 1 },
    {
      name: 'ramadanOpening',
      kind: 'time',
      hint: 'ramadanTime',
      placeholder: '09:00-PM',
      pattern: CLOCK_TIME_PATTERN,
      emptyAsNull: true,
    },
    {
      name: 'ramadanClosing',
      kind: 'time',
      hint: 'ramadanTime',
      placeholder: '02:00-AM',
      pattern: CLOCK_TIME_PATTERN,
      emptyAsNull: true,
    },
    {
      name: 'workingDays',
      kind: 'checkboxes',
      required: true,
      options: weekdayOptions,
      initial: DEFAULT_WORKING_DAYS,
      wide: true,
    },
    { name: 'closedDates', kind: 'dates', pattern: DATE_PATTERN, wide: true },
  ],
  columns: [
    { field: 'branchName', minWidth: 200 },
    { field: 'email', kind: 'ltr', minWidth: 220 },
    { field: 'phoneNumber', kind: 'ltr', minWidth: 160 },
    { field: 'address', minWidth: 240 },
    { field: 'postCode', minWidth: 120 },
    { field: 'openingSaturday', kind: 'ltr', minWidth: 150 },
    { field: 'tillThursday', kind: 'ltr', minWidth: 150 },
    { field: 'latitude', kind: 'number', minWidth: 120 },
    { field: 'longitude', kind: 'number', minWidth: 120 },
    { field: 'capacity', kind: 'number', minWidth: 120 },
    { field: 'workingDays', kind: 'weekdays', minWidth: 220 },
    { field: 'closedDates', kind: 'dates', minWidth: 160 },
    { field: 'ramadanOpening', kind: 'ltr', minWidth: 150 },
    { field: 'ramadanClosing', kind: 'ltr', minWidth: 150 },
  ],
  rowLabel: (row) => row.branchName,
};
