/**
 * For tests: a spy that replaces one of jsdom's location methods. They are unforgeable (neither jest.spyOn nor
 * Object.defineProperty can replace them), so the spy is on the object jsdom implements them with.
 */
export function spyOnLocation(method: 'reload' | 'assign'): jest.SpyInstance {
  const implSymbol = Object.getOwnPropertySymbols(window.location).find((symbol) => symbol.description === 'impl');
  if (!implSymbol) throw new Error('jsdom changed: window.location has no implementation object to spy on');
  const impl = (window.location as unknown as Record<symbol, Record<typeof method, (url?: string) => void>>)[implSymbol];
  return jest.spyOn(impl as Record<typeof method, (url?: string) => void>, method).mockImplementation(() => undefined);
}
