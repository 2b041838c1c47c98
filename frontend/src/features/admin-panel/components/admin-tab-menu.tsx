import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { AdminTab } from '@dealer/contracts';

interface AdminTabMenuProps {
  /** The sections this account sees. */
  tabs: readonly AdminTab[];
  active: AdminTab;
  onSelect: (key: AdminTab) => void;
}

/**
 * The admin's sections (eighteen; branch staff's four) on a phone: one button naming the open section, which shows the list
 * of sections (a disclosure, not a tab list: the sections do not fit side by side). Choosing one closes
 * the list and moves to the section's content; Escape closes it and gives focus back to the button.
 */
export function AdminTabMenu({ tabs, active, onSelect }: AdminTabMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [open]);

  const choose = (key: AdminTab) => {
    setOpen(false);
    onSelect(key);
  };

  return (
    <div
      className="admin-tab-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="field__input admin-tab-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="admin-tab-menu__label">{t('admin.menu')}</span>
        <span className="admin-tab-menu__current">{t(`admin.tabs.${active}`)}</span>
        <span className="admin-tab-menu__chevron" aria-hidden="true" />
      </button>
      <ul ref={list} id={listId} className="admin-tab-menu__list" hidden={!open}>
        {tabs.map((key) => (
          <li key={key}>
            <button type="button" className="entry-button admin-tab-menu__item" aria-current={key === active ? 'page' : undefined} onClick={() => choose(key)}>
              {t(`admin.tabs.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
