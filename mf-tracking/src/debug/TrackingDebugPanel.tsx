import { useId, useSyncExternalStore } from 'react';
import type { TrackingRuntime } from '../browser/tracking-registry';
import type { DataLayerEntry } from '../queue/data-layer-entry';
import { panelStyle } from './debug-panel-style';

function describeEntry(entry: DataLayerEntry): string {
  const target = entry.target ? ` · ${entry.target.name} (${entry.target.id})` : '';
  const abTests = entry.abTests ? ` · ${entry.abTests.map(({ experiment, variant }) => `${experiment}: ${variant}`).join(', ')}` : '';
  return `#${entry.sequence} ${entry.event} · ${entry.pageCode}${target}${abTests}`;
}

/** Developer view of the page's tracking queue: its state and every event pushed so far. */
export function TrackingDebugPanel({ runtime }: { runtime: TrackingRuntime | undefined }) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} style={panelStyle}>
      <h2 id={headingId}>Tracking-Debug</h2>
      {runtime ? <QueueState runtime={runtime} /> : <p>Tracking ist auf dieser Seite nicht verfügbar.</p>}
    </aside>
  );
}

function QueueState({ runtime }: { runtime: TrackingRuntime }) {
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot);
  return (
    <>
      <dl>
        <dt>Instanz</dt>
        <dd>{runtime.instanceId}</dd>
        <dt>Tag-Manager</dt>
        <dd>{snapshot.tagManagerReady ? 'geladen' : 'wird geladen'}</dd>
        <dt>Sitzungs-ID</dt>
        <dd>{snapshot.sidAvailable ? 'vorhanden' : 'fehlt noch'}</dd>
        <dt>Wartende Ereignisse</dt>
        <dd>{snapshot.pendingCount}</dd>
      </dl>
      <h3>Gesendete Ereignisse ({snapshot.pushed.length})</h3>
      {snapshot.pushed.length === 0 ? (
        <p>Noch keine Ereignisse gesendet.</p>
      ) : (
        <ol aria-label="Gesendete Ereignisse">
          {snapshot.pushed.map((entry) => (
            <li key={entry.sequence}>{describeEntry(entry)}</li>
          ))}
        </ol>
      )}
    </>
  );
}
