import { useId, useRef } from 'react';
import { ResponsiveImage } from '@storefront/ui';
import { CloseIcon } from '../../icons/icons';
import { fillPlaceholder } from './fill-placeholder';
import type { RedirectOption, RedirectTexts } from './redirect-options';
import { useModal } from './use-modal';
import '../close-button.css';
import './soft-redirect.css';

/** Spec section 9: the logo's display size. */
export const LOGO_WIDTH = 159;
export const LOGO_HEIGHT = 44;

export interface SoftRedirectDialogProps {
  option: RedirectOption;
  texts: RedirectTexts;
  currentDomain: string;
  logo: string;
  logoAltText: string;
  onStay: () => void;
  onGoTo: () => void;
}

export function SoftRedirectDialog({ option, texts, currentDomain, logo, logoAltText, onStay, onGoTo }: SoftRedirectDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(dialog, onStay);
  return (
    <div className="hp-soft-redirect__backdrop">
      <div ref={dialog} className="hp-soft-redirect" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className="hp-close-button hp-soft-redirect__close" aria-label="Schließen" onClick={onStay}>
          <CloseIcon />
        </button>
        <ResponsiveImage className="hp-soft-redirect__logo" src={logo} alt={logoAltText} width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="eager" />
        <h2 id={titleId} className="hp-soft-redirect__title">
          {fillPlaceholder(texts.title, option.domain)}
        </h2>
        <div className="hp-soft-redirect__actions">
          <a className="hp-soft-redirect__go-to" href={option.url} onClick={onGoTo}>
            {fillPlaceholder(texts.goTo, option.domain)}
          </a>
          <button type="button" className="hp-soft-redirect__stay" onClick={onStay}>
            {fillPlaceholder(texts.stayAt, currentDomain)}
          </button>
        </div>
      </div>
    </div>
  );
}
