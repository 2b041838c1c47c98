import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session/session.query';
import { useSiteConfig } from '../../lib/site/site-config.query';
import { EMPTY_SITE_CONFIG } from '../../lib/site/site-config';
import { LanguageToggle } from './language-toggle';
import { SocialLinks } from './social-links';

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = useSiteConfig().data ?? EMPTY_SITE_CONFIG;
  const [menuOpen, setMenuOpen] = useState(false);
  const brand = site.brandName || t('brand.fallbackName');
  const aboutPath = site.brandSlug ? `/why${site.brandSlug}services` : null;

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const links = [
    { to: '/', label: t('nav.home'), end: true },
    { to: '/service', label: t('nav.services') },
    ...(aboutPath ? [{ to: aboutPath, label: t('nav.about') }] : []),
    { to: '/locator', label: t('nav.locator') },
    { to: '/gallery', label: t('nav.gallery') },
    { to: '/ecatalog', label: t('nav.ecatalog') },
    { to: '/contact', label: t('nav.contact') },
    { to: '/WarrantyClaim', label: t('nav.warrantyClaim') },
  ];

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="topbar__inner">
          <ul className="topbar__contacts">
            {site.b2bUrl ? (
              <li>
                <a href={site.b2bUrl} target="_blank" rel="noopener noreferrer" className="topbar__b2b">
                  {t('header.b2bLogin')}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              </li>
            ) : null}
            {site.phoneNumber ? (
              <li>
                <a href={`tel:${site.phoneNumber.replace(/\s+/g, '')}`} aria-label={`${t('header.callUs')}: ${site.phoneNumber}`}>
                  <bdi dir="ltr" className="ltr-text">{site.phoneNumber}</bdi>
                </a>
              </li>
            ) : null}
            {site.email ? (
              <li>
                <a href={`mailto:${site.email}`} aria-label={`${t('header.emailUs')}: ${site.email}`}>
                  {site.email}
                </a>
              </li>
            ) : null}
          </ul>
          <div className="topbar__end">
            <SocialLinks social={site.social} />
            <LanguageToggle />
          </div>
        </div>
      </div>

      <div className="mainbar">
        <div className="mainbar__inner">
          <Link to="/" className="brand">
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__text">
              <span className="brand__name">{brand}</span>
              <span className="brand__tagline">{t('brand.tagline')}</span>
            </span>
          </Link>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('header.openMenu')}
          </button>
          <nav id="site-nav" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label={t('header.mainNav')}>
            <ul className="site-nav__links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className="site-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <AuthLinks />
          </nav>
        </div>
      </div>
    </header>
  );
}

/**
 * Log in, or the account and log out: the one part of the header that reads the session, so the rest
 * (the navigation) is not rendered again at each step of it after hydration.
 */
function AuthLinks() {
  const { t } = useTranslation();
  const { looksLoggedIn } = useSession();
  return (
    <ul className="site-nav__auth">
      {looksLoggedIn ? (
        <>
          <li>
            <NavLink to="/account" className="site-nav__link">
              {t('nav.myAccount')}
            </NavLink>
          </li>
          <li>
            <Link to="/logout" className="button button--ghost">
              {t('nav.logout')}
            </Link>
          </li>
        </>
      ) : (
        <li>
          <Link to="/login" className="button button--accent">
            {t('nav.loginRegister')}
          </Link>
        </li>
      )}
    </ul>
  );
}
