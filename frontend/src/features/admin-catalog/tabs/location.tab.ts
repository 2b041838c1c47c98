import type { LocationInput, LocationRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';
import { CONTACT_FIELDS } from './contact-fields';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const locationTab: CrudTabSpec<LocationRow, LocationInput> = {
  tab: 'location',
  resource: 'locations',
  fields: [
    { name: 'branchName', kind: 'text', required: true },
    ...CONTACT_FIELDS,
    { name: 'postCode', kind: 'text', required: true, hint: 'postCode', pattern: /^\d{5}$/ },
    { name: 'latitude', kind: 'number', required: true, hint: 'coordinates', step: 'any' },
    { name: 'longitude', kind: 'number', required: true, hint: 'coordinates', step: 'any' },
    { name: 'capacity', kind: 'number', required: true, hint: 'capacity', initial: '1', min: 1, step: 1 },
    { name: 'waitingLimit', kind: 'number', hint: 'waitingLimit', min: 0, step: 1 },
    // The structured hours; the spec's text times and working days are derived from them by the server.
    { name: 'weeklyHours', kind: 'weeklyHours', wide: true },
    { name: 'ramadanHours', kind: 'ramadanHours', wide: true },
    { name: 'closedDates', kind: 'dates', pattern: DATE_PATTERN, wide: true },
    { name: 'specialHours', kind: 'specialHours', wide: true },
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
