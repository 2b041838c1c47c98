import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { FormActions } from '../../../components/form/form-actions';
import { EmailField } from '../../../components/form/preset-fields';
import { notify } from '../../../lib/toast';
import { useRequestResetLink } from '../api/use-request-reset-link.mutation';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the link is on its way, before the dialog closes. */
  onSent: () => void;
  initialEmail: string;
}

export function ForgotPasswordDialog({ open, onClose, onSent, initialEmail }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const requestLink = useRequestResetLink();

  // Opening the dialog offers the address already typed into the login form.
  useEffect(() => {
    if (open) setEmail(initialEmail);
  }, [open, initialEmail]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // As in the spec, the request is only sent when an address was given.
    if (!email.trim()) return;
    requestLink.mutate(email.trim(), {
      onSuccess: ({ message }) => {
        notify.success(message);
        onSent();
        onClose();
      },
      onError: notify.failure,
    });
  };

  return (
    <ModalDialog open={open} onClose={onClose} title={t('auth.forgotHeading')}>
      <p className="card__intro">{t('auth.forgotIntro')}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField label={t('auth.email')} autoComplete="email" value={email} onValueChange={setEmail} />
        <FormActions submitLabel={t('auth.sendLink')} busy={requestLink.isPending}>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </FormActions>
      </form>
    </ModalDialog>
  );
}
