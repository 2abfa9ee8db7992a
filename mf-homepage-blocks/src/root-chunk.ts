// The fragment's root chunk: its root component and its first view's code.
export { Root } from './Root';
export { prepareFirstView } from './first-view/prepare-first-view';
export { hasFirstView } from './first-view/first-view-state';
