import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './layout.module.css';

export interface DropdownLink {
  label: string;
  to: string;
}

/**
 * A disclosure dropdown for site navigation (the WAI-ARIA pattern for groups of links): a button with
 * aria-expanded opening a list of links. Escape or a click outside closes it, arrow keys move between the
 * entries. Light on purpose: the header is on every first page load.
 */
export function NavDropdown({
  trigger,
  triggerLabel,
  links,
  heading,
  footer,
  align = 'start',
  triggerClassName,
}: {
  trigger: ReactNode;
  /** Accessible name of the button when its content is not text (an avatar). */
  triggerLabel?: string;
  links: DropdownLink[];
  heading?: ReactNode;
  /** Extra entries after the links (e.g. a Logout button); given a function to close the dropdown. */
  footer?: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const panel = rootRef.current?.querySelector<HTMLElement>(`[id="${panelId}"]`);
    if (!panel) return;
    const items = [...panel.querySelectorAll<HTMLElement>('a, button')];
    if (!items.length) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % items.length : index <= 0 ? items.length - 1 : index - 1;
    items[next].focus();
  };

  return (
    <div
      ref={rootRef}
      className={classes.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      <div id={panelId} className={classes.dropdownPanel} data-align={align} hidden={!open}>
        {heading && <div className={classes.dropdownHeading}>{heading}</div>}
        <ul className={classes.dropdownList}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={classes.dropdownItem} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {footer?.(close)}
      </div>
    </div>
  );
}
