import { ShellLink } from './ShellLink';

export function NotFound() {
  return (
    <div className="shell-not-found">
      <h1>Seite nicht gefunden</h1>
      <p>Diese Seite gibt es in diesem Shop nicht. Vielleicht finden Sie auf der Startseite, was Sie suchen.</p>
      <ShellLink href="/">Zur Startseite</ShellLink>
    </div>
  );
}
