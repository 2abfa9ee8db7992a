import type { CarouselAutoplayState } from './use-carousel-autoplay';

export const AUTOPLAY_LABELS = {
  pause: 'Automatisches Weiterblättern anhalten',
  play: 'Automatisches Weiterblättern starten',
} as const;

function PauseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}

/** The visible pause/play control of an autoplaying carousel (WCAG 2.2.2), named for what it does next. */
export function AutoplayToggle({ autoplay }: { autoplay: CarouselAutoplayState }) {
  return (
    <button
      type="button"
      ref={autoplay.controlRef}
      className="sf-carousel__autoplay"
      aria-label={autoplay.playing ? AUTOPLAY_LABELS.pause : AUTOPLAY_LABELS.play}
      title={autoplay.playing ? AUTOPLAY_LABELS.pause : AUTOPLAY_LABELS.play}
      onClick={autoplay.toggle}
    >
      {autoplay.playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}
