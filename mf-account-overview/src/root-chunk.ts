// The fragment's root chunk: its root component and what it needs before its first render.
export { Root } from './Root';
export { prepareFirstView } from './first-view/prepare-first-view';
