import { useEffect, useRef, useState } from 'react';
import { FIRST_GESTURES, gesturedBeforeApp } from '../../lib/gesture/first-gesture';
import { useTranslation } from '../../lib/i18n';
import { langFromStored } from '../../lib/lang-preference';
import { directionsUrl } from './directions';
import type { MapBranch } from './leaflet-map';
import './branch-map.css';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Whether the visitor has done anything on the page yet (always true when `wait` is false), a gesture
 * made before the app ran included. That one is read after the first render, which must match the
 * server's markup (with the map's button).
 */
function useFirstGesture(wait: boolean): [boolean, () => void] {
  const [seen, setSeen] = useState(!wait);
  useEffect(() => {
    if (seen) return;
    if (gesturedBeforeApp()) {
      setSeen(true);
      return;
    }
    const onGesture = () => setSeen(true);
    for (const type of FIRST_GESTURES) window.addEventListener(type, onGesture, { once: true, passive: true });
    return () => {
      for (const type of FIRST_GESTURES) window.removeEventListener(type, onGesture);
    };
  }, [seen]);
  return [seen, () => setSeen(true)];
}

interface BranchMapProps {
  branches: MapBranch[];
  unavailable?: string;
  /**
   * Where the map is on the first screen (the locator), Leaflet (about 40 kB gzip) would double what
   * a phone loads before the page answers: it then loads at the visitor's first gesture (a touch, a
   * scroll, the mouse moving) or from the map's own button, not with the page.
   */
  waitForGesture?: boolean;
}

/**
 * Branches on an OpenStreetMap map. Leaflet is loaded only when the map comes near the screen, so the
 * pages that show it stay light; if it or the tiles fail, the branch cards beside it still do the job.
 */
export function BranchMap({ branches, unavailable, waitForGesture = false }: BranchMapProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [gestured, showNow] = useFirstGesture(waitForGesture);
  const visible = near && gestured;
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!visible || !element || branches.length === 0) return;
    let disposed = false;
    let cleanup = () => undefined as void;
    setStatus('loading');
    import('./leaflet-map')
      .then(({ drawBranchMap }) => {
        if (disposed) return;
        cleanup = drawBranchMap(element, branches, { directions: t('map.directions'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), lang: langFromStored(i18n.language), onTilesFailed: () => !disposed && setStatus('failed') }, directionsUrl);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('The branch map could not be loaded', error);
        if (!disposed) setStatus('failed');
      });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [visible, branches, t, i18n]);

  return (
    <div className="branch-map">
      <div ref={container} className="branch-map__canvas" dir="ltr" role="region" aria-label={t('map.label')} />
      {gestured ? null : (
        <button type="button" className="button button--ghost branch-map__show" onClick={showNow}>
          {t('map.show')}
        </button>
      )}
      {status === 'loading' ? <p className="branch-map__status">{t('map.loading')}</p> : null}
      {status === 'failed' ? (
        <p className="branch-map__status" role="status">
          {unavailable ?? t('map.unavailable')}
        </p>
      ) : null}
    </div>
  );
}
