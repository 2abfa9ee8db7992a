/**
 * Holds the place of the tabs, the chips and the first category (heading, banner, slider) with the same sizes, so
 * nothing moves when they arrive. Decorative: the status text is announced by the page.
 */
export function LoadingState() {
  return (
    <div className="ob-loading" aria-hidden="true" data-testid="own-brand-loading">
      <div className="ob-tabs">
        <span className="ob-tab ob-skeleton" />
        <span className="ob-tab ob-skeleton" />
      </div>
      <div className="ob-chips">
        <span className="ob-chip ob-skeleton ob-skeleton--chip" />
        <span className="ob-chip ob-skeleton ob-skeleton--chip" />
        <span className="ob-chip ob-skeleton ob-skeleton--chip" />
      </div>
      <div className="ob-category">
        <span className="ob-category__title ob-skeleton ob-skeleton--title" />
        <span className="ob-banner ob-banner--desktop ob-skeleton" />
        <span className="ob-banner ob-banner--mobile ob-skeleton" />
        <span className="ob-category__slider ob-skeleton" />
      </div>
    </div>
  );
}
