import { useCallback, useMemo, useState } from 'react';
import { useTranslation, specMessage } from '../../../lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { contentText } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { rowIdOf } from '../../../components/data-grid/grid-settings';
import { RowActions } from '../../../components/data-grid/row-actions';
import { useConfirmedDelete } from '../../../components/data-grid/use-confirmed-delete';
import { CardSection } from '../../../components/layout/card-section';
import { ErrorState } from '../../../components/page/error-state';
import { catalogListQueryOptions } from '../../../lib/catalog/catalog-lists.query';
import { langFromStored } from '../../../lib/lang-preference';
import { notify } from '../../../lib/toast';
import { arabicContentFields, rowInLanguage, withArabicCompanions } from './arabic-companions';
import { buildColumns } from './crud-columns';
import { emptyForm, formFromRow, formToInput, validateForm } from './crud-form.model';
import { CrudForm } from './crud-form';
import type { CrudTabSpec } from './crud.types';
import { MissingArabicNotice } from './missing-arabic-notice';
import { useCrudResource } from './use-crud-resource';
import './crud.css';

interface CrudTabProps<TRow extends { _id: string }, TInput> {
  spec: CrudTabSpec<TRow, TInput>;
}

/** The spec's shared admin pattern: a form with Save Changes on top, the grid with Edit and Delete below. */
export function CrudTab<TRow extends { _id: string }, TInput>({ spec }: CrudTabProps<TRow, TInput>) {
  const { t, i18n } = useTranslation();
  const { list, save, remove } = useCrudResource<TRow, TInput>(spec.resource);
  // mutate is stable across renders, so the grid's action column is not rebuilt on every keystroke.
  const { mutate: deleteById } = remove;
  const fields = useMemo(() => withArabicCompanions(spec.resource, spec.fields), [spec.resource, spec.fields]);
  const blank = useMemo(() => emptyForm(fields), [fields]);
  const [form, setForm] = useState(blank);
  const headingId = `${spec.tab}-form-heading`;
  const heading = t(`admin.tabs.${spec.tab}`);

  const rows = useMemo(
    () => (list.data && spec.sortRows ? spec.sortRows(list.data) : list.data),
    [list.data, spec],
  );
  // Only tabs that show services by id (price packages) load the services to name them.
  const services = useQuery({ ...catalogListQueryOptions('services'), enabled: spec.columns.some((column) => column.kind === 'services') });
  const columns = useMemo(() => {
    const names = new Map((services.data ?? []).map((row) => [row._id, contentText(row.serviceName, row.serviceNameAr, langFromStored(i18n.language)).text]));
    return buildColumns(spec.columns, t, i18n.language, arabicContentFields(spec.resource), (id) => names.get(id));
  }, [spec.columns, spec.resource, t, i18n.language, services.data]);
  const editingRow = form._id ? rows?.find((row) => row._id === form._id) : undefined;

  const submit = () => {
    const problem = validateForm(fields, form);
    if (problem?.kind === 'missing') {
      const show = spec.messages?.missingAsInfo ? notify.info : notify.error;
      show(specMessage('fillMandatory'));
      return;
    }
    if (problem) {
      notify.error(t(problem.rows ? 'catalog.hours.invalid' : 'catalog.invalid', { field: t(`catalog.fields.${problem.label}`) }));
      return;
    }
    const creating = form._id === '';
    save.mutate(
      { id: form._id, body: formToInput(fields, form) },
      {
        onSuccess: (response) => {
          const added = spec.messages?.added;
          notify.success(creating && added ? specMessage(added) : response.message);
          // Saved, but worth a look (e.g. a branch's coordinates outside Saudi Arabia).
          response.warnings?.forEach((warning) => notify.warning(warning));
          setForm(blank);
        },
        onError: (error) => {
          const createFailed = spec.messages?.createFailed;
          if (creating && createFailed) {
            console.error(error);
            notify.error(specMessage(createFailed));
          } else {
            notify.failure(error);
          }
        },
      },
    );
  };

  const edit = useCallback(
    (row: TRow) => {
      setForm(formFromRow(fields, row));
      // The form sits above the grid; bring it into view for the admin who clicked Edit at the bottom.
      document.getElementById(headingId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [fields, headingId],
  );

  const forgetDeleted = useCallback((id: string) => setForm((current) => (current._id === id ? blank : current)), [blank]);
  const confirmAndDelete = useConfirmedDelete(deleteById, forgetDeleted);

  const { rowLabel, resource } = spec;
  const lang = langFromStored(i18n.language);
  const editable = spec.editable !== false;
  const actions = useCallback(
    (row: TRow) => {
      const name = rowLabel(rowInLanguage(resource, row, lang), lang);
      return (
        <RowActions
          onEdit={editable ? () => edit(row) : undefined}
          onDelete={() => confirmAndDelete(row)}
          editLabel={t('catalog.editRow', { name })}
          deleteLabel={t('catalog.deleteRow', { name })}
        />
      );
    },
    [edit, confirmAndDelete, editable, rowLabel, resource, lang, t],
  );

  const listHeadingId = `${spec.tab}-list-heading`;
  return (
    <>
      <CrudForm
        headingId={headingId}
        heading={heading}
        fields={fields}
        form={form}
        editingName={editingRow ? rowLabel(rowInLanguage(resource, editingRow, lang), lang) : null}
        editable={editable}
        saving={save.isPending}
        onChange={setForm}
        onSubmit={submit}
        onClear={() => setForm(blank)}
      />
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      <CardSection className={spec.rowHeight ? 'card crud-list--tall' : 'card'} headingId={listHeadingId} heading={t('catalog.listHeading')}>
        <MissingArabicNotice resource={spec.resource} rows={rows} />
        <DataGrid
          label={`${heading}: ${t('catalog.listHeading')}`}
          rows={rows}
          columns={columns}
          loading={list.isPending}
          getRowId={rowIdOf}
          actions={actions}
          rowHeight={spec.rowHeight}
        />
      </CardSection>
    </>
  );
}
