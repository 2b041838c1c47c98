import { useCallback, useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { useTranslation } from '../../../lib/i18n';
import type { ReservationRow } from '@dealer/contracts';
import { DataGrid, LTR_CELL_CLASS } from '../../../components/data-grid/data-grid';
import { rowIdOf, shownAs, type EditableGridProps } from '../../../components/data-grid/grid-settings';
import { RowActions } from '../../../components/data-grid/row-actions';
import { BRANCH_CARD_ORDER, bookingDateColumn, bookingTimeColumn } from '../../../components/booking-details/booking-columns';
import { contentNameCells } from '../../../lib/catalog/content-name-cells';
import { useContentNames } from '../../../lib/catalog/use-content-names';

export function ReservationsGrid({ rows, loading, onEdit, onDelete }: EditableGridProps<ReservationRow>) {
  const { t } = useTranslation();
  const names = useContentNames();

  const columns = useMemo<ColDef<ReservationRow>[]>(() => {
    const sourceText = (source: ReservationRow['source'] | undefined) =>
      source === 'admin' ? t('reservedSlots.sourceAdmin') : source === 'hold' ? t('reservedSlots.sourceHold') : t('reservedSlots.sourceBooking');
    return [
      { field: 'firstName', headerName: t('columns.firstName') },
      { field: 'lastName', headerName: t('columns.lastName') },
      { field: 'email', headerName: t('columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
      { field: 'phoneNumber', headerName: t('columns.phoneNumber'), minWidth: 140, cellClass: LTR_CELL_CLASS },
      { field: 'branchName', headerName: t('columns.branchName'), minWidth: 150, ...contentNameCells<ReservationRow, 'branchName'>('branchName', names.branch), ...BRANCH_CARD_ORDER },
      bookingDateColumn<ReservationRow>(t, names.lang, 150),
      bookingTimeColumn<ReservationRow>(t, names.lang, 110),
      {
        field: 'source',
        headerName: t('bookingColumns.source'),
        ...shownAs<ReservationRow, 'source'>('source', sourceText),
        minWidth: 130,
      },
    ];
  }, [t, names]);

  const actions = useCallback(
    (row: ReservationRow) => {
      const labels = { name: `${row.firstName} ${row.lastName}`.trim(), date: row.bookingDate };
      return (
        <RowActions
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
          editLabel={t('reservedSlots.editRow', labels)}
          deleteLabel={t('reservedSlots.deleteRow', labels)}
        />
      );
    },
    [onEdit, onDelete, t],
  );

  return (
    <section className="card" aria-labelledby="reservations-heading">
      <h2 id="reservations-heading" className="card__title">
        {t('reservedSlots.listHeading')}
      </h2>
      <DataGrid label={t('reservedSlots.listHeading')} rows={rows} columns={columns} loading={loading} getRowId={rowIdOf} actions={actions} />
    </section>
  );
}
