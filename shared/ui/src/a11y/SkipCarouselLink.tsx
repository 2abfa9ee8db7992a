import './a11y.css';

/** Lets keyboard users jump over a carousel: the link sits before it, the target `#skip-{id}` after it. */
export function SkipCarouselLink({ id, label = 'Karussell überspringen' }: { id: string; label?: string }) {
  return (
    <a className="sf-skip-link" href={`#skip-${id}`}>
      {label}
    </a>
  );
}

export function SkipCarouselTarget({ id }: { id: string }) {
  return <span id={`skip-${id}`} tabIndex={-1} className="sf-skip-target" />;
}
