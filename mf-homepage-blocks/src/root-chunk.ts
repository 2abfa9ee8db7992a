// The fragment's root module: its root component and its first view's code (app.ts imports it eagerly).
export { Root } from './Root';
export { prepareFirstView } from './first-view/prepare-first-view';
export { hasFirstView } from './first-view/first-view-state';
