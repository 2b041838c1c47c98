import { useCallback, useState } from 'react';
import { useTranslation, specMessage } from '../../../lib/i18n';
import type { CustomerRow } from '@dealer/contracts';
import { useConfirmedDelete } from '../../../components/data-grid/use-confirmed-delete';
import { useFieldProblems } from '../../../components/form/use-field-problems';
import { ErrorState } from '../../../components/page/error-state';
import { notify } from '../../../lib/toast';
import { useCustomers } from '../api/customers.query';
import { useDeleteCustomer } from '../api/use-delete-customer.mutation';
import { useUpdateCustomer } from '../api/use-update-customer.mutation';
import {
  CUSTOMER_FORM_FIELDS,
  customerFormProblems,
  EMPTY_CUSTOMER_FORM,
  formFromRow,
  toUpdateRequest,
  validateCustomerForm,
  type CustomerFormField,
  type CustomerFormValues,
} from '../model/customer-form';
import { CustomerEditForm } from './customer-edit-form';
import { CustomersGrid } from './customers-grid';

/** Register Users: edit or delete registered customers, and give them a role (the spec offers no create here). */
export function RegisterUsersTab() {
  const { t } = useTranslation();
  const customers = useCustomers();
  const updateCustomer = useUpdateCustomer();
  // mutate is stable across renders, so the grid's action column is not rebuilt on every keystroke.
  const { mutate: deleteById } = useDeleteCustomer();
  const [form, setForm] = useState(EMPTY_CUSTOMER_FORM);
  const labels: Record<CustomerFormField, string> = {
    firstName: t('auth.firstName'),
    lastName: t('auth.lastName'),
    email: t('auth.email'),
    phoneNumber: t('auth.phoneNumber'),
    branches: t('admin.users.branches'),
  };
  const problems = useFieldProblems<CustomerFormField>(customerFormProblems(form), CUSTOMER_FORM_FIELDS, (field) => labels[field]);
  const { reset: resetProblems, changed } = problems;

  const change = (values: CustomerFormValues, field: keyof CustomerFormValues) => {
    setForm(values);
    changed(field);
  };

  const load = useCallback(
    (values: CustomerFormValues) => {
      setForm(values);
      resetProblems();
    },
    [resetProblems],
  );

  const save = () => {
    const problem = validateCustomerForm(form);
    if (problem === 'noRowLoaded') {
      notify.info(t('admin.users.chooseRowFirst'));
      return;
    }
    if (problem) notify.error(specMessage(problem));
    if (!problems.check() || problem) return;
    updateCustomer.mutate(
      { id: form._id, body: toUpdateRequest(form) },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          load(EMPTY_CUSTOMER_FORM);
        },
        // A refusal that names a field (a branch deleted meanwhile) is shown at it.
        onError: (error) => problems.failed(error),
      },
    );
  };

  const edit = useCallback((row: CustomerRow) => {
    load(formFromRow(row));
    // The form sits above the grid; bring it into view for the admin who clicked Edit at the bottom.
    document.getElementById('customer-form-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [load]);

  const forgetDeleted = useCallback((id: string) => setForm((current) => (current._id === id ? EMPTY_CUSTOMER_FORM : current)), []);
  const remove = useConfirmedDelete(deleteById, forgetDeleted);

  return (
    <>
      <CustomerEditForm
        values={form}
        onChange={change}
        onSubmit={save}
        onClear={() => load(EMPTY_CUSTOMER_FORM)}
        saving={updateCustomer.isPending}
        errorOf={problems.messageOf}
        refusal={problems.refusal.form}
        formRef={problems.formRef}
        onBlur={problems.onBlur}
      />
      {customers.isError ? <ErrorState error={customers.error} onRetry={() => void customers.refetch()} /> : null}
      <CustomersGrid rows={customers.data} loading={customers.isPending} onEdit={edit} onDelete={remove} />
    </>
  );
}
