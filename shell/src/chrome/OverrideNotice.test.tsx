import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERRIDE_STORAGE_KEY } from '../registry/override-request';
import { OverrideNotice } from './OverrideNotice';
import { spyOnLocation } from './location-spy';

const LOCAL = 'http://localhost:3002/mf-manifest.json';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('OverrideNotice', () => {
  it('renders nothing without overrides', () => {
    const { container } = render(<OverrideNotice overrides={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists every overridden fragment with its manifest URL', () => {
    render(<OverrideNotice overrides={{ mf_recommendations: LOCAL, mf_own_brand: 'https://preview.zooplus.de/ob/mf-manifest.json' }} />);
    const notice = screen.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' });
    expect(notice).toHaveTextContent('Überschreibung aktiv:');
    expect(screen.getByText(`mf_recommendations → ${LOCAL}`)).toBeInTheDocument();
    expect(screen.getByText('mf_own_brand → https://preview.zooplus.de/ob/mf-manifest.json')).toBeInTheDocument();
  });

  it('"Zurücksetzen" clears the stored overrides and reloads without the override parameter', async () => {
    const assign = spyOnLocation('assign');
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ mf_recommendations: LOCAL }));
    window.localStorage.setItem('unrelated', 'bleibt');
    window.history.replaceState(null, '', `/account?mf-override=${encodeURIComponent(`mf_recommendations=${LOCAL}`)}&tab=coupons`);
    render(<OverrideNotice overrides={{ mf_recommendations: LOCAL }} />);

    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));

    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('bleibt');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://localhost/account?tab=coupons');
  });

  it('names a previewed release and "Vorschau beenden" reloads the page asking the server to end the preview', async () => {
    const assign = spyOnLocation('assign');
    window.history.replaceState(null, '', '/account?mf-preview=mf-account-overview%401.0.0-0123456789&tab=coupons');
    render(<OverrideNotice overrides={{}} previews={{ mf_account_overview: '1.0.0-0123456789' }} />);
    expect(screen.getByRole('complementary', { name: 'Fragment-Überschreibung aktiv' })).toHaveTextContent('Vorschau aktiv:');
    expect(screen.getByText('mf_account_overview → 1.0.0-0123456789')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurücksetzen' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Vorschau beenden' }));

    expect(assign).toHaveBeenCalledWith('/account?tab=coupons&mf-preview=reset');
  });
});
