import { PREVIEW_QUERY_PARAMETER, PREVIEW_RESET } from '@storefront/contracts';
import { clearOverrides } from '../registry/fragment-overrides';
import { OVERRIDE_QUERY_PARAMETER, type FragmentOverrides, type PreviewedReleases } from '../registry/override-request';

const TEXTS = {
  label: 'Fragment-Überschreibung aktiv',
  overrides: 'Überschreibung aktiv:',
  reset: 'Zurücksetzen',
  previews: 'Vorschau aktiv:',
  endPreview: 'Vorschau beenden',
} as const;

/** This page without previews: the shell's server clears the browser's preview cookie on `?mf-preview=reset`. */
function previewResetHref(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(PREVIEW_QUERY_PARAMETER);
  url.searchParams.append(PREVIEW_QUERY_PARAMETER, PREVIEW_RESET);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Visible while a fragment is loaded from an override or a staged release is previewed, so nobody mistakes a local
 * build or a release not live for production.
 */
export function OverrideNotice({ overrides, previews = {} }: { overrides: FragmentOverrides; previews?: PreviewedReleases }) {
  const entries = Object.entries(overrides);
  const previewed = Object.entries(previews);
  if (entries.length === 0 && previewed.length === 0) return null;
  const reset = () => {
    clearOverrides(window.localStorage);
    const url = new URL(window.location.href);
    url.searchParams.delete(OVERRIDE_QUERY_PARAMETER);
    window.location.assign(url.toString());
  };
  return (
    <aside className="shell-override" aria-label={TEXTS.label}>
      {entries.length > 0 && (
        <p>
          <strong>{TEXTS.overrides}</strong>{' '}
          {entries.map(([name, url]) => (
            <span key={name} className="shell-override__entry">
              {name} → {url}
            </span>
          ))}
        </p>
      )}
      {entries.length > 0 && (
        <button type="button" onClick={reset}>
          {TEXTS.reset}
        </button>
      )}
      {previewed.length > 0 && (
        <p>
          <strong>{TEXTS.previews}</strong>{' '}
          {previewed.map(([name, release]) => (
            <span key={name} className="shell-override__entry">
              {name} → {release}
            </span>
          ))}
        </p>
      )}
      {previewed.length > 0 && (
        <button type="button" onClick={() => window.location.assign(previewResetHref())}>
          {TEXTS.endPreview}
        </button>
      )}
    </aside>
  );
}
