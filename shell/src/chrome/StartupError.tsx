export function StartupError() {
  return (
    <div className="shell-not-found" role="alert">
      <h1>Der Shop ist gerade nicht erreichbar</h1>
      <p>Bitte laden Sie die Seite in ein paar Minuten neu.</p>
    </div>
  );
}
