import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@dealer/contracts';
import { useConfirmedDelete } from '../../../components/data-grid/use-confirmed-delete';
import { ErrorState } from '../../../components/page/error-state';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useCustomers } from '../api/customers.query';
import { useDeleteCustomer } from '../api/use-delete-customer.mutation';
import { useUpdateCustomer } from '../api/use-update-customer.mutation';
import { EMPTY_CUSTOMER_FORM, formFromRow, toUpdateRequest, validateCustomerForm } from '../model/customer-form';
import { CustomerEditForm } from './customer-edit-form';
import { CustomersGrid } from './customers-grid';

/** Register Users: edit or delete registered customers (the spec offers no create here). */
export function RegisterUsersTab() {
  const { t } = useTranslation();
  const customers = useCustomers();
  const updateCustomer = useUpdateCustomer();
  // mutate is stable across renders, so the grid's action column is not rebuilt on every keystroke.
  const { mutate: deleteById } = useDeleteCustomer();
  const [form, setForm] = useState(EMPTY_CUSTOMER_FORM);

  const save = () => {
    const problem = validateCustomerForm(form);
    if (problem === 'noRowLoaded') {
      notify.info(t('admin.users.chooseRowFirst'));
      return;
    }
    if (problem) {
      notify.error(specMessage(problem));
      return;
    }
    updateCustomer.mutate(
      { id: form._id, body: toUpdateRequest(form) },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setForm(EMPTY_CUSTOMER_FORM);
        },
        onError: notify.failure,
      },
    );
  };

  const edit = useCallback((row: CustomerRow) => {
    setForm(formFromRow(row));
    // The form sits above the grid; bring it into view for the admin who clicked Edit at the bottom.
    document.getElementById('customer-form-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  const forgetDeleted = useCallback((id: string) => setForm((current) => (current._id === id ? EMPTY_CUSTOMER_FORM : current)), []);
  const remove = useConfirmedDelete(deleteById, forgetDeleted);

  return (
    <>
      <CustomerEditForm
        values={form}
        onChange={setForm}
        onSubmit={save}
        onClear={() => setForm(EMPTY_CUSTOMER_FORM)}
        saving={updateCustomer.isPending}
      />
      {customers.isError ? <ErrorState error={customers.error} onRetry={() => void customers.refetch()} /> : null}
      <CustomersGrid rows={customers.data} loading={customers.isPending} onEdit={edit} onDelete={remove} />
    </>
  );
}
