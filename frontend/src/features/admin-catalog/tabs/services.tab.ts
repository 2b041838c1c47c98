import { DEFAULT_SERVICE_MINUTES, MAX_SERVICE_MINUTES, type ServiceInput, type ServiceRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

export const servicesTab: CrudTabSpec<ServiceRow, ServiceInput> = {
  tab: 'services',
  resource: 'services',
  fields: [
    { name: 'serviceName', kind: 'text', required: true },
    { name: 'serviceCategory', kind: 'text', required: true },
    {
      name: 'durationMinutes',
      kind: 'number',
      required: true,
      hint: 'durationMinutes',
      initial: String(DEFAULT_SERVICE_MINUTES),
      min: 15,
      max: MAX_SERVICE_MINUTES,
      step: 15,
    },
  ],
  columns: [
    { field: 'serviceName', minWidth: 200 },
    { field: 'serviceCategory' },
    { field: 'durationMinutes', kind: 'number', minWidth: 150 },
  ],
  rowLabel: (row) => `${row.serviceName} – ${row.serviceCategory}`,
};
