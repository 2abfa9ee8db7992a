import './development-error-fallback.css';

export function DevelopmentErrorFallback({ error, onReset }: { error: Error; onReset: () => void }) {
  return (
    <div role="alert" className="sf-dev-error">
      <p>{error.message}</p>
      <pre>{error.stack}</pre>
      <button type="button" onClick={onReset}>
        RESET
      </button>
    </div>
  );
}
