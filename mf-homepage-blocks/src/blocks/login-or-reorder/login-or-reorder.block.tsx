import { v } from '@storefront/platform';
import { useCustomerId } from '@storefront/ui';
import { firstViewCustomerId } from '../../first-view/first-view-state';
import { defineBlock, type BlockProps } from '../../pipeline/block-definition';
import './login-or-reorder.css';

/** Spec section 2: the targets are fixed routes; content sets only the labels. */
export const LOGIN_PATH = '/account';
export const REORDER_PATH = '/account/orders/reorder';

export const loginOrReorderSchema = v.object({
  loginLabel: v.pipe(v.string(), v.minLength(1)),
  reorderLabel: v.pipe(v.string(), v.minLength(1)),
});

export type LoginOrReorderModel = v.InferOutput<typeof loginOrReorderSchema>;

/** Logged in: the reorder button; logged out: the login button (spec section 6). */
export function LoginOrReorderButton({ model }: BlockProps<LoginOrReorderModel>) {
  // In a first view, the login the server rendered for (also while the browser hydrates it).
  const loggedIn = useCustomerId(firstViewCustomerId()) !== null;
  return (
    <div className="hp-login-or-reorder">
      <a className="hp-login-or-reorder__button" href={loggedIn ? REORDER_PATH : LOGIN_PATH}>
        {loggedIn ? model.reorderLabel : model.loginLabel}
      </a>
    </div>
  );
}

export default defineBlock({
  contentType: 'LoginOrReorderButton',
  schema: loginOrReorderSchema,
  Component: LoginOrReorderButton,
});
