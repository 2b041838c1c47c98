import type { ServiceInput, ServiceRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

export const servicesTab: CrudTabSpec<ServiceRow, ServiceInput> = {
  tab: 'services',
  resource: 'services',
  fields: [
    { name: 'serviceName', kind: 'text', required: true },
    { name: 'serviceCategory', kind: 'text', required: true },
  ],
  columns: [
    { field: 'serviceName', minWidth: 200 },
    { field: 'serviceCategory' },
  ],
  rowLabel: (row) => `${row.serviceName} – ${row.serviceCategory}`,
};
