// The fragment's root chunk: its root component and its first view's code.
import { accountFirstView } from './first-view/account-first-view';

export { Root } from './Root';
export { prepareFirstView } from './first-view/prepare-first-view';
export const hasFirstView = (): boolean => accountFirstView.has();
