import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { IMAGE_TYPES } from '@dealer/contracts';
import { notify } from '../../../lib/toast';
import { checkImageFile, IMAGE_MAX_MEGABYTES, readAsDataUrl } from '../../../lib/image/image-file';

interface InvoicePhotoFieldProps {
  /** The chosen photo as a data URL, '' when none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Why the server refused the photo, '' when it did not. */
  problem?: string;
}

/** The optional photo of the original e-invoice, checked against the server's limits before it is read. */
export function InvoicePhotoField({ value, onValueChange, problem = '' }: InvoicePhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      notify.error(problem === 'tooLarge' ? t('claimForm.invoicePhoto.tooLarge', { size: IMAGE_MAX_MEGABYTES }) : t('claimForm.invoicePhoto.wrongType'));
      event.target.value = '';
      return;
    }
    try {
      onValueChange(await readAsDataUrl(file));
    } catch {
      notify.error(t('claimForm.invoicePhoto.unreadable'));
    }
  };

  const remove = () => {
    onValueChange('');
    if (input.current) input.current.value = '';
  };

  return (
    <div className="field claim-photo">
      <label className="field__label" htmlFor={id}>
        {t('claimForm.invoicePhoto.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        name="invoiceImage"
        className="field__input"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t('claimForm.invoicePhoto.hint', { size: IMAGE_MAX_MEGABYTES })}
      </p>
      {problem ? (
        <p className="notice claim-photo__problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
      {value ? (
        <div className="claim-photo__preview">
          <img src={value} alt={t('claimForm.invoicePhoto.preview')} />
          <button type="button" className="button button--small button--ghost" onClick={remove}>
            {t('claimForm.invoicePhoto.remove')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
