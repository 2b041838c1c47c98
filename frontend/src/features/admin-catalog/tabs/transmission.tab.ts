import type { TransmissionInput, TransmissionRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

export const transmissionTab: CrudTabSpec<TransmissionRow, TransmissionInput> = {
  tab: 'transmission',
  resource: 'transmissions',
  editable: true,
  fields: [{ name: 'transmissionName', kind: 'text', label: 'transmissionName', required: true }],
  columns: [{ field: 'transmissionName', label: 'transmissionName' }],
  rowLabel: (row) => row.transmissionName,
};
