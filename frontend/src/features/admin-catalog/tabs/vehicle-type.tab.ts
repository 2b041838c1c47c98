import type { VehicleInput, VehicleRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

export const vehicleTypeTab: CrudTabSpec<VehicleRow, VehicleInput> = {
  tab: 'vehicleType',
  resource: 'vehicles',
  editable: true,
  fields: [{ name: 'vehicleType', kind: 'text', label: 'vehicleType', required: true }],
  columns: [{ field: 'vehicleType', label: 'vehicleType' }],
  rowLabel: (row) => row.vehicleType,
};
