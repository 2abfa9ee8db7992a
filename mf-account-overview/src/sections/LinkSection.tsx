import { useId, type ReactNode } from 'react';
import { SECTION_HEADINGS, type AccountSectionId } from '../account-links';

/** One link section: a navigation landmark named by its heading, with the links as a list. */
export function LinkSection({ section, children }: { section: AccountSectionId; children: ReactNode }) {
  const headingId = useId();
  return (
    <nav className="sf-account-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-account-section__heading">
        {SECTION_HEADINGS[section]}
      </h2>
      <ul className="sf-account-section__list">{children}</ul>
    </nav>
  );
}
