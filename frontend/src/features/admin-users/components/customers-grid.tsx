import { useCallback, useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { useTranslation } from '../../../lib/i18n';
import { contentText, RIYADH_TIME_ZONE, type CustomerRow, type CustomerType } from '@dealer/contracts';
import { DataGrid, LTR_CELL_CLASS } from '../../../components/data-grid/data-grid';
import { rowIdOf, shownAs, type EditableGridProps } from '../../../components/data-grid/grid-settings';
import { RowActions } from '../../../components/data-grid/row-actions';
import { CardSection } from '../../../components/layout/card-section';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { useReaderLang } from '../../../lib/catalog/use-content-names';

/** Gregorian dates with Latin digits in both languages, so dates read the same as in the mails. */
function dateFormatter(lang: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: RIYADH_TIME_ZONE,
  });
}

export function CustomersGrid({ rows, loading, onEdit, onDelete }: EditableGridProps<CustomerRow>) {
  const { t, i18n } = useTranslation();
  const lang = useReaderLang();
  const locations = useCatalogList('locations').data;

  const columns = useMemo<ColDef<CustomerRow>[]>(() => {
    const format = dateFormatter(i18n.language);
    const formatCreated = (value: string | undefined) => (value ? format.format(new Date(value)) : '');
    const typeLabels: Record<CustomerType, string> = { admin: t('admin.users.typeAdmin'), staff: t('admin.users.typeStaff'), customer: t('admin.users.typeCustomer') };
    const typeLabel = (type: CustomerType | undefined) => (type ? typeLabels[type] : '');
    const branchNames = new Map((locations ?? []).map((row) => [row._id, contentText(row.branchName, row.branchNameAr, lang).text]));
    // Where each account works: staff at their branches (by name, in the reader's language), admins everywhere.
    const branchesOf = (row: CustomerRow | undefined) => {
      if (row?.type === 'admin') return t('admin.users.everyBranch');
      return (row?.branches ?? []).map((id) => branchNames.get(id) ?? id).join(lang === 'ar' ? '، ' : ', ');
    };
    const yesNo = (value: boolean | undefined) => (value ? t('common.yes') : t('common.no'));
    return [
      { field: 'firstName', headerName: t('columns.firstName') },
      { field: 'lastName', headerName: t('columns.lastName') },
      { field: 'email', headerName: t('columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
      { field: 'phoneNumber', headerName: t('columns.phoneNumber'), minWidth: 140, cellClass: LTR_CELL_CLASS },
      { field: 'type', headerName: t('columns.type'), ...shownAs('type', typeLabel) },
      { colId: 'branches', headerName: t('columns.branches'), minWidth: 160, valueGetter: (params) => branchesOf(params.data) },
      { field: 'verified', headerName: t('columns.verified'), ...shownAs('verified', yesNo) },
      { field: 'createdAt', headerName: t('columns.created'), ...shownAs('createdAt', formatCreated) },
    ];
  }, [t, i18n.language, lang, locations]);

  const actions = useCallback(
    (row: CustomerRow) => (
      <RowActions
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
        editLabel={t('admin.users.editRow', { email: row.email })}
        deleteLabel={t('admin.users.deleteRow', { email: row.email })}
      />
    ),
    [onEdit, onDelete, t],
  );

  return (
    <CardSection headingId="customers-heading" heading={t('admin.users.listHeading')}>
      <DataGrid label={t('admin.users.listHeading')} rows={rows} columns={columns} loading={loading} getRowId={rowIdOf} actions={actions} />
    </CardSection>
  );
}
