// The fragment's root chunk: its root component and its first view's code.
import { ownBrandFirstView } from './first-view/own-brand-first-view';

export { Root } from './Root';
export { prepareFirstView } from './first-view/prepare-first-view';
export const hasFirstView = (): boolean => ownBrandFirstView.has();
