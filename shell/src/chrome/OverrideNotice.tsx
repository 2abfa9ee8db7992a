import { clearOverrides } from '../registry/fragment-overrides';
import { OVERRIDE_QUERY_PARAMETER, type FragmentOverrides } from '../registry/override-request';

/** Visible while a fragment is loaded from an override, so nobody mistakes a local build for production. */
export function OverrideNotice({ overrides }: { overrides: FragmentOverrides }) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const reset = () => {
    clearOverrides(window.localStorage);
    const url = new URL(window.location.href);
    url.searchParams.delete(OVERRIDE_QUERY_PARAMETER);
    window.location.assign(url.toString());
  };
  return (
    <aside className="shell-override" aria-label="Fragment-Überschreibung aktiv">
      <p>
        <strong>Überschreibung aktiv:</strong>{' '}
        {entries.map(([name, url]) => (
          <span key={name} className="shell-override__entry">
            {name} → {url}
          </span>
        ))}
      </p>
      <button type="button" onClick={reset}>
        Zurücksetzen
      </button>
    </aside>
  );
}
