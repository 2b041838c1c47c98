import type { ModelInput, ModelRow } from '@dealer/contracts';
import type { CrudTabSpec } from '../crud/crud.types';

export const modelYearTab: CrudTabSpec<ModelRow, ModelInput> = {
  tab: 'modelYear',
  resource: 'models',
  fields: [
    {
      name: 'modelYear',
      kind: 'text',
      required: true,
      hint: 'modelYear',
      placeholder: '2024',
      pattern: /^\d{4}$/,
    },
  ],
  columns: [{ field: 'modelYear' }],
  rowLabel: (row) => row.modelYear,
  // The spec's fixed text for any failed create, a duplicate year included.
  messages: { createFailed: 'failedToAddYear' },
};
