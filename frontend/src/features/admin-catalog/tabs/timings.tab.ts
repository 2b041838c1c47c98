import { DAY_TIMING_PATTERN, type TimingInput, type TimingRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

export const timingsTab: CrudTabSpec<TimingRow, TimingInput> = {
  tab: 'timings',
  resource: 'timings',
  fields: [
    { name: 'day', kind: 'text', required: true },
    {
      name: 'dayTiming',
      kind: 'time',
      required: true,
      hint: 'dayTiming',
      placeholder: '08:00-AM to 10:00-PM',
      pattern: DAY_TIMING_PATTERN,
    },
  ],
  columns: [
    { field: 'day' },
    { field: 'dayTiming', kind: 'ltr' },
  ],
  rowLabel: (row) => row.day,
};
