import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../lib/router';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useVerifyEmail } from '../api/use-verify-email.mutation';
import { readVerificationParams } from '../validation/auth-forms.validation';

/**
 * Follows the verification link (/login?userId=..&token=..) once, then drops the parameters so a
 * reload or a shared address does not repeat the call.
 */
export function useEmailVerification(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const link = readVerificationParams(searchParams);

  useEffect(() => {
    // The ref keeps React's development double-run from spending the single-use token twice.
    if (!link || started.current) return;
    started.current = true;
    verify.mutate(link, {
      onSuccess: () => notify.success(specMessage('emailVerified')),
      onError: (error) => {
        console.error(error);
        notify.error(specMessage('failedToVerify'));
      },
      onSettled: () => {
        setSearchParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.delete('userId');
            next.delete('token');
            return next;
          },
          { replace: true },
        );
      },
    });
  }, [link, verify, setSearchParams]);

  return verify.isPending;
}
