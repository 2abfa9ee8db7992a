// The fragment's root module: its root component and its first view's code (app.ts imports it eagerly).
import { ownBrandFirstView } from './first-view/own-brand-first-view';

export { Root } from './Root';
export { prepareFirstView } from './first-view/prepare-first-view';
export const hasFirstView = (): boolean => ownBrandFirstView.has();
