import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { HOUSEKEEPING_FILTERS } from '@pms/contracts/rules/statuses';
import { ALL_FILTERS, NO_FILTERS, setFilter, type HousekeepingFilters } from '../logic/housekeeping';

interface FiltersProps {
  filters: HousekeepingFilters;
  onChange: (change: (f: HousekeepingFilters) => HousekeepingFilters) => void;
  /** Up to 768 px: the boxes wait in a drawer behind a Filters button. */
  phone: boolean;
}

/**
 * The board's filter boxes with Select All and Clear All; each change re-queries. On a phone they
 * are in a drawer laid over the bottom of the screen (so opening it moves nothing on the page),
 * opened by the Filters button; Done or Escape closes it and returns to that button.
 */
export function HousekeepingFilterBoxes({ filters, onChange, phone }: FiltersProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const ticked = HOUSEKEEPING_FILTERS.filter(({ flag }) => filters[flag]).length;

  useEffect(() => {
    if (!phone || !open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phone, open]);

  const toggle = (e: ChangeEvent<HTMLInputElement>) => {
    const flag = e.target.name as keyof HousekeepingFilters;
    const checked = e.target.checked;
    onChange((f) => setFilter(f, flag, checked));
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const boxes = (
    <fieldset
      id={drawerId}
      className={`pms-fieldset reports-filters pms-no-print${phone ? ' reports-filters--drawer' : ''}`}
      hidden={phone && !open}
    >
      <legend>Filters</legend>
      <div className="pms-checks">
        {HOUSEKEEPING_FILTERS.map(({ flag, label }) => (
          <label key={flag} className="pms-check">
            <input type="checkbox" name={flag} checked={filters[flag]} onChange={toggle} />
            {label}
          </label>
        ))}
      </div>
      <div className="pms-actions">
        <button type="button" className="pms-button pms-button--secondary" onClick={() => onChange(() => ALL_FILTERS)}>
          Select All
        </button>
        <button type="button" className="pms-button pms-button--secondary" onClick={() => onChange(() => NO_FILTERS)}>
          Clear All
        </button>
        {phone ? (
          <button type="button" className="pms-button" onClick={close}>
            Done
          </button>
        ) : null}
      </div>
    </fieldset>
  );
  if (!phone) return boxes;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="pms-button pms-button--secondary reports-filters-button pms-no-print"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((o) => !o)}
      >
        Filters{ticked ? ` (${ticked} on)` : ''}
      </button>
      {boxes}
    </>
  );
}
