import type { Ref } from 'react';

export interface MenuButtonProps {
  ref?: Ref<HTMLButtonElement>;
  /** The id of the side menu it folds out. */
  controls: string;
  open: boolean;
  onToggle: () => void;
}

/**
 * The top bar's "Menu" button, shown narrower than 1024 px (shell.css) where the side menu is folded
 * away: a disclosure button whose state screen readers announce (aria-expanded) and which names
 * the menu it opens (aria-controls). Its name stays "Menu" whether open or closed.
 */
export function MenuButton({ ref, controls, open, onToggle }: MenuButtonProps) {
  return (
    <button ref={ref} type="button" className="shell-menu-button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        {open ? (
          <path d="M5 5l10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        ) : (
          <path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        )}
      </svg>
      Menu
    </button>
  );
}
