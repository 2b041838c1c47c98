import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { contentText, imageSrcSet } from '@dealer/contracts';
import { langFromStored } from '../../lib/lang-preference';
import { markBannerSeen, sessionStore, shouldShowBanner } from '../../lib/banner/banner-visit';
import { useBanners } from '../../lib/site/banners.query';
import { ModalDialog } from '../dialog/modal-dialog';

/** Set once the banner opened on this page load, in case session storage is blocked. */
let shownThisLoad = false;

/** The admin's newest Modal Banner, shown once per visit; a visit that has seen it does not even fetch it. */
export function ModalBanner() {
  const { t, i18n } = useTranslation();
  const [wanted] = useState(() => shouldShowBanner(sessionStore(), shownThisLoad));
  const banners = useBanners(wanted);
  const banner = banners.data?.[0];
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!wanted || !banner) return;
    shownThisLoad = true;
    markBannerSeen(sessionStore());
    setOpen(true);
  }, [wanted, banner]);

  if (!banner) return null;
  return (
    <ModalDialog open={open} title={contentText(banner.bannerTitle, banner.bannerTitleAr, langFromStored(i18n.language)).text || t('modalBanner.label')} onClose={() => setOpen(false)}>
      {/* As wide as the dialog (modal-dialog.css), which a phone's screen narrows. */}
      <img className="modal-banner__image" src={banner.imagePath} srcSet={imageSrcSet(banner.imagePath)} sizes="(max-width: 32rem) calc(100vw - 2rem), 30rem" alt="" width={800} height={450} />
    </ModalDialog>
  );
}
