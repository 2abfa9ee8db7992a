import { useId, useState } from 'react';

/** The lowest-price-of-the-last-30-days note behind an info button (a disclosure, so touch and keyboard work). */
export function PriceTooltip({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="sf-price-tooltip">
      <button
        type="button"
        className="sf-price-tooltip__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Preisinformation"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} className="sf-price-tooltip__text" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
