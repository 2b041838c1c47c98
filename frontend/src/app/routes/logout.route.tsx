import { useEffect, useRef } from 'react';
import { useNavigate } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { LoadingState } from '../../components/page/loading-state';
import { usePageTitle } from '../../components/page/use-page-title';
import { useLogout } from '../../lib/session/use-logout.mutation';
import { notify } from '../../lib/toast';

/** /logout ends the session and goes home, as the spec's logout link does. */
export function LogoutRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pages.logout.title'));
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Guard against React's development double-run posting logout twice.
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: ({ message }) => notify.info(message),
      onError: (error) => console.error(error),
      onSettled: () => navigate('/', { replace: true }),
    });
  }, [mutate, navigate]);

  return <LoadingState />;
}
