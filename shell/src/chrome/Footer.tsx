import { OPEN_CONSENT_SETTINGS_EVENT } from './consent-settings-event';

export interface FooterProps {
  /**
   * The cookie settings button, which needs the shell's script (it opens the consent banner). The document's footer
   * has it hidden: its place is kept, so the footer keeps its rows when it shows.
   */
  settings?: boolean;
}

export function Footer({ settings = true }: FooterProps) {
  return (
    <footer className="shell-footer">
      <p>© zooplus – Tierbedarf für Katzen, Hunde, Kleintiere, Vögel, Fische und Pferde</p>
      <button
        type="button"
        className="shell-link-button"
        style={settings ? undefined : { visibility: 'hidden' }}
        onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))}
      >
        Cookie-Einstellungen
      </button>
    </footer>
  );
}
