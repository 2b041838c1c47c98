import { useCallback, useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@dealer/contracts';
import { DataGrid, LTR_CELL_CLASS } from '../../../components/data-grid/data-grid';

interface CustomersGridProps {
  rows: CustomerRow[] | undefined;
  loading: boolean;
  onEdit: (row: CustomerRow) => void;
  onDelete: (row: CustomerRow) => void;
}

const customerId = (row: CustomerRow) => row._id;

/** Gregorian dates with Latin digits in both languages, so dates read the same as in the mails. */
function dateFormatter(lang: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Asia/Riyadh',
  });
}

export function CustomersGrid({ rows, loading, onEdit, onDelete }: CustomersGridProps) {
  const { t, i18n } = useTranslation();

  const columns = useMemo<ColDef<CustomerRow>[]>(() => {
    const format = dateFormatter(i18n.language);
    const formatCreated = (value: string | undefined) => (value ? format.format(new Date(value)) : '');
    const typeLabel = (type: string | undefined) =>
      type === 'admin' ? t('admin.users.typeAdmin') : t('admin.users.typeCustomer');
    const yesNo = (value: boolean | undefined) => (value ? t('common.yes') : t('common.no'));
    return [
      { field: 'firstName', headerName: t('columns.firstName') },
      { field: 'lastName', headerName: t('columns.lastName') },
      { field: 'email', headerName: t('columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
      { field: 'phoneNumber', headerName: t('columns.phoneNumber'), minWidth: 140, cellClass: LTR_CELL_CLASS },
      {
        field: 'type',
        headerName: t('columns.type'),
        valueFormatter: (params) => typeLabel(params.value),
        filterValueGetter: (params) => typeLabel(params.data?.type),
      },
      {
        field: 'verified',
        headerName: t('columns.verified'),
        valueFormatter: (params) => yesNo(params.value),
        filterValueGetter: (params) => yesNo(params.data?.verified),
      },
      {
        field: 'createdAt',
        headerName: t('columns.created'),
        // Sorting uses the ISO text (chronological); showing and filtering use the local date.
        valueFormatter: (params) => formatCreated(params.value),
        filterValueGetter: (params) => formatCreated(params.data?.createdAt),
      },
    ];
  }, [t, i18n.language]);

  const actions = useCallback(
    (row: CustomerRow) => (
      <>
        <button type="button" className="button button--small" onClick={() => onEdit(row)} aria-label={t('admin.users.editRow', { email: row.email })}>
          {t('common.edit')}
        </button>
        <button type="button" className="button button--small button--danger" onClick={() => onDelete(row)} aria-label={t('admin.users.deleteRow', { email: row.email })}>
          {t('common.delete')}
        </button>
      </>
    ),
    [onEdit, onDelete, t],
  );

  return (
    <section className="card" aria-labelledby="customers-heading">
      <h2 id="customers-heading" className="card__title">
        {t('admin.users.listHeading')}
      </h2>
      <DataGrid label={t('admin.users.listHeading')} rows={rows} columns={columns} loading={loading} getRowId={customerId} actions={actions} />
    </section>
  );
}
