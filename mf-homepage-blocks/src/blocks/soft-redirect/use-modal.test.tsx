import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useModal } from './use-modal';

/** A dialog whose title takes focus only from a script (tabindex="-1"), never from Tab. */
function TitledDialog() {
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, () => undefined);
  return (
    <div ref={dialog} role="dialog" aria-labelledby="title">
      <h2 id="title" tabIndex={-1}>
        Hinweis
      </h2>
      <button type="button">Ja</button>
      <button type="button">Nein</button>
    </div>
  );
}

describe('useModal', () => {
  it('leaves elements with tabindex="-1" out of the first focus and of the Tab wrap-around', async () => {
    render(<TitledDialog />);
    const yes = screen.getByRole('button', { name: 'Ja' });
    const no = screen.getByRole('button', { name: 'Nein' });
    expect(yes).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(no).toHaveFocus();
    await userEvent.tab();
    expect(yes).toHaveFocus();
  });
});
