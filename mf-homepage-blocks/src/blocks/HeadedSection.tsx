import { useId, type ReactNode, type Ref } from 'react';

export interface HeadedSectionProps {
  /** The block's class; the headline gets `<className>__headline`. */
  className: string;
  /** The headline from content, an h2 that names the region; without one the region is named by `label`. */
  headline: string | null | undefined;
  label: string;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A block's region under its h2 headline, named by it, or by the block's own label when content gives none. */
export function HeadedSection({ className, headline, label, sectionRef, children }: HeadedSectionProps) {
  const headingId = useId();
  const name = headline ? { 'aria-labelledby': headingId } : { 'aria-label': label };
  return (
    <section className={className} ref={sectionRef} {...name}>
      {headline && (
        <h2 id={headingId} className={`${className}__headline`}>
          {headline}
        </h2>
      )}
      {children}
    </section>
  );
}
