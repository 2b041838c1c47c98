import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { buildColumns } from './crud-columns';
import { emptyForm, formFromRow, formToInput, validateForm } from './crud-form.model';
import { CrudForm } from './crud-form';
import type { CrudTabSpec } from './crud.types';
import { useCrudResource } from './use-crud-resource';
import './crud.css';

interface CrudTabProps<TRow extends { _id: string }, TInput> {
  spec: CrudTabSpec<TRow, TInput>;
}

const rowId = (row: { _id: string }) => row._id;

/** The spec's shared admin pattern: a form with Save Changes on top, the grid with Edit and Delete below. */
export function CrudTab<TRow extends { _id: string }, TInput>({ spec }: CrudTabProps<TRow, TInput>) {
  const { t, i18n } = useTranslation();
  const { list, save, remove } = useCrudResource<TRow, TInput>(spec.resource);
  // mutate is stable across renders, so the grid's action column is not rebuilt on every keystroke.
  const { mutate: deleteById } = remove;
  const blank = useMemo(() => emptyForm(spec.fields), [spec.fields]);
  const [form, setForm] = useState(blank);
  const headingId = `${spec.tab}-form-heading`;
  const heading = t(`admin.tabs.${spec.tab}`);

  const rows = useMemo(
    () => (list.data && spec.sortRows ? spec.sortRows(list.data) : list.data),
    [list.data, spec],
  );
  const columns = useMemo(() => buildColumns(spec.columns, t, i18n.language), [spec.columns, t, i18n.language]);
  const editingRow = form._id ? rows?.find((row) => row._id === form._id) : undefined;

  const submit = () => {
    const problem = validateForm(spec.fields, form);
    if (problem?.kind === 'missing') {
      const show = spec.messages?.missingAsInfo ? notify.info : notify.error;
      show(specMessage('fillMandatory'));
      return;
    }
    if (problem) {
      notify.error(t('catalog.invalid', { field: t(`catalog.fields.${problem.label}`) }));
      return;
    }
    const creating = form._id === '';
    save.mutate(
      { id: form._id, body: formToInput(spec.fields, form) },
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
      setForm(formFromRow(spec.fields, row));
      // The form sits above the grid; bring it into view for the admin who clicked Edit at the bottom.
      document.getElementById(headingId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [spec.fields, headingId],
  );

  const confirmAndDelete = useCallback(
    (row: TRow) => {
      if (!window.confirm(specMessage('confirmDelete'))) return;
      deleteById(row._id, {
        onSuccess: ({ message }) => {
          notify.success(message);
          setForm((current) => (current._id === row._id ? blank : current));
        },
        onError: notify.failure,
      });
    },
    [deleteById, blank],
  );

  const { rowLabel, editable } = spec;
  const actions = useCallback(
    (row: TRow) => (
      <>
        {editable ? (
          <button type="button" className="button button--small" onClick={() => edit(row)} aria-label={t('catalog.editRow', { name: rowLabel(row) })}>
            {t('common.edit')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => confirmAndDelete(row)}
          aria-label={t('catalog.deleteRow', { name: rowLabel(row) })}
        >
          {t('common.delete')}
        </button>
      </>
    ),
    [edit, confirmAndDelete, editable, rowLabel, t],
  );

  const listHeadingId = `${spec.tab}-list-heading`;
  return (
    <>
      <CrudForm
        headingId={headingId}
        heading={heading}
        fields={spec.fields}
        form={form}
        editingName={editingRow ? rowLabel(editingRow) : null}
        editable={editable}
        saving={save.isPending}
        onChange={setForm}
        onSubmit={submit}
        onClear={() => setForm(blank)}
      />
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      <section className={spec.rowHeight ? 'card crud-list--tall' : 'card'} aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="card__title">
          {t('catalog.listHeading')}
        </h2>
        <DataGrid
          label={`${heading}: ${t('catalog.listHeading')}`}
          rows={rows}
          columns={columns}
          loading={list.isPending}
          getRowId={rowId}
          actions={actions}
          rowHeight={spec.rowHeight}
        />
      </section>
    </>
  );
}
