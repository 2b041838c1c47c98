import { useCallback, useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import type { ReservationRow } from '@dealer/contracts';
import { DataGrid, LTR_CELL_CLASS } from '../../../components/data-grid/data-grid';

interface ReservationsGridProps {
  rows: ReservationRow[] | undefined;
  loading: boolean;
  onEdit: (row: ReservationRow) => void;
  onDelete: (row: ReservationRow) => void;
}

const reservationId = (row: ReservationRow) => row._id;

export function ReservationsGrid({ rows, loading, onEdit, onDelete }: ReservationsGridProps) {
  const { t } = useTranslation();

  const columns = useMemo<ColDef<ReservationRow>[]>(() => {
    const sourceText = (source: unknown) => (source === 'admin' ? t('reservedSlots.sourceAdmin') : t('reservedSlots.sourceBooking'));
    return [
      { field: 'firstName', headerName: t('columns.firstName') },
      { field: 'lastName', headerName: t('columns.lastName') },
      { field: 'email', headerName: t('columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
      { field: 'phoneNumber', headerName: t('columns.phoneNumber'), minWidth: 140, cellClass: LTR_CELL_CLASS },
      { field: 'branchName', headerName: t('columns.branchName'), minWidth: 150 },
      { field: 'bookingDate', headerName: t('columns.bookingDate'), minWidth: 130, cellClass: LTR_CELL_CLASS },
      { field: 'bookingTime', headerName: t('columns.bookingTime'), minWidth: 120, cellClass: LTR_CELL_CLASS },
      {
        field: 'source',
        headerName: t('bookingColumns.source'),
        valueFormatter: (params) => sourceText(params.value),
        filterValueGetter: (params) => sourceText(params.data?.source),
        minWidth: 130,
      },
    ];
  }, [t]);

  const actions = useCallback(
    (row: ReservationRow) => {
      const labels = { name: `${row.firstName} ${row.lastName}`.trim(), date: row.bookingDate };
      return (
        <>
          <button type="button" className="button button--small" onClick={() => onEdit(row)} aria-label={t('reservedSlots.editRow', labels)}>
            {t('common.edit')}
          </button>
          <button type="button" className="button button--small button--danger" onClick={() => onDelete(row)} aria-label={t('reservedSlots.deleteRow', labels)}>
            {t('common.delete')}
          </button>
        </>
      );
    },
    [onEdit, onDelete, t],
  );

  return (
    <section className="card" aria-labelledby="reservations-heading">
      <h2 id="reservations-heading" className="card__title">
        {t('reservedSlots.listHeading')}
      </h2>
      <DataGrid label={t('reservedSlots.listHeading')} rows={rows} columns={columns} loading={loading} getRowId={reservationId} actions={actions} />
    </section>
  );
}
