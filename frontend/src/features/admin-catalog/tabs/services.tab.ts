import type { ServiceInput, ServiceRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

export const servicesTab: CrudTabSpec<ServiceRow, ServiceInput> = {
  tab: 'services',
  resource: 'services',
  editable: true,
  fields: [
    { name: 'serviceName', kind: 'text', label: 'serviceName', required: true },
    { name: 'serviceCategory', kind: 'text', label: 'serviceCategory', required: true },
  ],
  columns: [
    { field: 'serviceName', label: 'serviceName', minWidth: 200 },
    { field: 'serviceCategory', label: 'serviceCategory' },
  ],
  rowLabel: (row) => `${row.serviceName} – ${row.serviceCategory}`,
};
