import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { IMAGE_TYPES } from '@dealer/contracts';
import { FieldFrame } from '../../../components/field-frame/field-frame';
import { notify } from '../../../lib/toast';
import { checkImageFile, IMAGE_MAX_MEGABYTES, readAsDataUrl } from '../../../lib/image/image-file';

interface ImageFieldProps {
  label: string;
  hint?: string;
  /** The chosen image as a data URL, '' when none. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** An image upload read as a data URL, with a preview of what will be saved. */
export function ImageField({ label, hint, value, onChange, required }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // After a save the form clears; the file input must forget its file too.
  useEffect(() => {
    if (value === '' && input.current) input.current.value = '';
  }, [value]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      onChange('');
      return;
    }
    const problem = checkImageFile(file);
    if (problem) {
      notify.error(problem === 'tooLarge' ? t('catalog.image.tooLarge', { size: IMAGE_MAX_MEGABYTES }) : t('catalog.image.wrongType'));
      event.target.value = '';
      onChange('');
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      notify.error(t('catalog.image.unreadable'));
    }
  };

  return (
    <>
      <FieldFrame id={id} label={label} required={required} hint={hint}>
        <input
          ref={input}
          id={id}
          type="file"
          className="field__input crud-image__input"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event)}
        />
      </FieldFrame>
      {value ? <img className="crud-image__preview" src={value} alt={t('catalog.image.preview')} /> : null}
    </>
  );
}
