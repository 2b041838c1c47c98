import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabListProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onSelect: (key: K) => void;
  orientation?: 'horizontal' | 'vertical';
  idPrefix: string;
}

/** Panel ids follow one scheme so each page can label its panel with the selected tab. */
export function tabId(prefix: string, key: string): string {
  return `${prefix}-tab-${key}`;
}
export function panelId(prefix: string, key: string): string {
  return `${prefix}-panel-${key}`;
}

/**
 * WAI-ARIA tabs with a roving tab stop: Tab reaches the selected tab, arrow keys, Home and End move
 * between tabs. Horizontal arrows follow the reading direction, so they also work in Arabic.
 */
export function TabList<K extends string>({ label, tabs, active, onSelect, orientation = 'horizontal', idPrefix }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    refs.current.get(next.key)?.focus();
    onSelect(next.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) move(index, 1);
    else if (event.key === backward) move(index, -1);
    else if (event.key === 'Home') move(0, 0);
    else if (event.key === 'End') move(tabs.length - 1, 0);
    else return;
    event.preventDefault();
  };

  return (
    <div className={`tab-list tab-list--${orientation}`} role="tablist" aria-label={label} aria-orientation={orientation}>
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.key)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.key)}
            tabIndex={selected ? 0 : -1}
            className="entry-button tab-list__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
