import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { SecretKeysPanel, type SecretKeysPanelProps } from './SecretKeysPanel';
import { createdSecretKeyFixture, secretKeyFixtures } from './secret-key-fixture';

const NOW = () => new Date('2026-11-27T08:00:00.000Z');

function renderPanel(props: Partial<SecretKeysPanelProps> = {}) {
  const onCreate = vi.fn<SecretKeysPanelProps['onCreate']>();
  const onRevoke = vi.fn<SecretKeysPanelProps['onRevoke']>();
  const view = render(
    <SecretKeysPanel keys={secretKeyFixtures} onCreate={onCreate} onRevoke={onRevoke} timeZone="UTC" now={NOW} {...props} />,
  );
  return { ...view, onCreate, onRevoke };
}

describe('SecretKeysPanel', () => {
  it('lists each key by name, prefix, scopes and use, beside a warning to keep keys off web pages', async () => {
    const { container } = renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Secret keys' })).toBeInTheDocument();
    expect(screen.getByText(/Never put one in a web page/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Secret keys' });
    const billing = within(list).getByRole('heading', { name: 'Billing server' }).closest('li') as HTMLElement;
    expect(within(billing).getByText('vbsk_Ab12Cd34Ef56Gh78_…')).toBeInTheDocument();
    expect(within(billing).getByText('transcriptions:write')).toBeInTheDocument();
    expect(within(billing).getByText('5 minutes ago')).toBeInTheDocument();
    const nightly = within(list).getByRole('heading', { name: 'Nightly summaries' }).closest('li') as HTMLElement;
    expect(within(nightly).getByText('Never')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('makes a key with the scopes chosen, and refuses one with none', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderPanel({ keys: [] });
    await user.click(screen.getByRole('button', { name: 'New secret key' }));
    await user.type(screen.getByLabelText('Name'), 'Report builder');
    await user.click(screen.getByRole('checkbox', { name: /Read transcriptions/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /AI/ }));
    await user.click(screen.getByRole('checkbox', { name: /Read transcriptions/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(onCreate).toHaveBeenCalledWith({ name: 'Report builder', scopes: ['transcriptions:read', 'ai'] });
  });

  it('shows a new key once, with Copy', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn(async () => undefined);
    const onCopied = vi.fn();
    renderPanel({ created: createdSecretKeyFixture, onCopy, onCopied });
    const dialog = screen.getByRole('dialog', { name: /Your new secret key: Webhook worker/ });
    expect(within(dialog).getByLabelText('Secret key')).toHaveValue(createdSecretKeyFixture.key);
    expect(within(dialog).getByText(/will not be shown again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy secret key' }));
    expect(onCopy).toHaveBeenCalledWith(createdSecretKeyFixture.key);
    expect(onCopied).toHaveBeenCalledWith('secret key');
  });

  it('revokes a key only once the person confirms', async () => {
    const user = userEvent.setup();
    const { onRevoke } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Revoke Billing server' }));
    const confirm = screen.getByRole('alertdialog', { name: /Revoke “Billing server”/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onRevoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Revoke Billing server' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(onRevoke).toHaveBeenCalledWith(secretKeyFixtures[0]));
  });

  it('says why the list could not be loaded, and offers to try again', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    renderPanel({ keys: undefined, error: '503: Service Unavailable', onReload });
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onReload).toHaveBeenCalled();
  });
});
