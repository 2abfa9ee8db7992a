// The fragment's root module: its root component and its first view's code (app.ts imports it eagerly).
import { accountFirstView } from './first-view/account-first-view';

export { Root } from './Root';
export { prepareFirstView } from './first-view/prepare-first-view';
export const hasFirstView = (): boolean => accountFirstView.has();
