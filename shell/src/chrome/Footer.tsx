import { OPEN_CONSENT_SETTINGS_EVENT } from './ConsentBanner';

export function Footer() {
  return (
    <footer className="shell-footer">
      <p>© zooplus – Tierbedarf für Katzen, Hunde, Kleintiere, Vögel, Fische und Pferde</p>
      <button type="button" className="shell-link-button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))}>
        Cookie-Einstellungen
      </button>
    </footer>
  );
}
