/** Stops the servers on Ctrl+C or a service manager's SIGTERM, then ends the process. */
export function stopOnSignals(stop: () => Promise<unknown>): void {
  const end = async () => {
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void end());
  process.on('SIGTERM', () => void end());
}
