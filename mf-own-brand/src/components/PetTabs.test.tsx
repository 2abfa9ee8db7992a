import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { PetTabs } from './PetTabs';

const tab = (name: 'Katze' | 'Hund') => screen.getByRole('tab', { name });

describe('PetTabs', () => {
  it("links each tab to the page with its type and the recommendations' anchor, so it works without a script", () => {
    render(
      <PetTabs active="cat" onChoose={jest.fn()}>
        Katzenkategorien
      </PetTabs>,
    );
    expect(tab('Katze')).toHaveAttribute('href', '?type=cat#recommendation');
    expect(tab('Hund')).toHaveAttribute('href', '?type=dog#recommendation');
    expect(tab('Katze')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Hund')).toHaveAttribute('aria-selected', 'false');
  });

  it('chooses a tab in place once the script runs: the link is not followed', async () => {
    const onChoose = jest.fn();
    render(
      <PetTabs active="cat" onChoose={onChoose}>
        Katzenkategorien
      </PetTabs>,
    );
    const followed = jest.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', followed);
    try {
      await userEvent.click(tab('Hund'));
    } finally {
      document.removeEventListener('click', followed);
    }
    expect(onChoose).toHaveBeenCalledWith('dog');
    expect(followed).toHaveReturnedWith(true);
  });

  it('leaves a click that opens a new tab or window to the browser', () => {
    const onChoose = jest.fn();
    render(
      <PetTabs active="cat" onChoose={onChoose}>
        Katzenkategorien
      </PetTabs>,
    );
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(tab('Hund'), modifier)).toBe(true);
    }
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('is one tab stop once the script runs, and both tabs are links in the focus order before', () => {
    const markup = renderToString(
      <PetTabs active="dog" onChoose={jest.fn()}>
        Hundekategorien
      </PetTabs>,
    );
    expect(markup).not.toContain('tabindex');
    render(
      <PetTabs active="dog" onChoose={jest.fn()}>
        Hundekategorien
      </PetTabs>,
    );
    expect(tab('Katze')).toHaveAttribute('tabindex', '-1');
    expect(tab('Hund')).toHaveAttribute('tabindex', '0');
  });
});
