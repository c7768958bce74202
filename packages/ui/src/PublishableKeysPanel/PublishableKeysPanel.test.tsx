import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { widgetEmbedSnippet } from './embed-snippet';
import { PublishableKeysPanel, type PublishableKeysPanelProps } from './PublishableKeysPanel';
import { createdPublishableKeyFixture, publishableKeyFixture, publishableKeyListFixture } from './publishable-key-fixture';

const NOW = () => new Date('2025-03-07T16:00:00.000Z');

function renderPanel(props: Partial<PublishableKeysPanelProps> = {}) {
  const onCreate = vi.fn<PublishableKeysPanelProps['onCreate']>();
  const onRevoke = vi.fn<PublishableKeysPanelProps['onRevoke']>();
  const view = render(
    <PublishableKeysPanel
      keys={publishableKeyListFixture()}
      apiOrigin="https://app.verbatim.test/"
      onCreate={onCreate}
      onRevoke={onRevoke}
      timeZone="UTC"
      now={NOW}
      {...props}
    />,
  );
  return { ...view, onCreate, onRevoke };
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const keyItem = (name: string) => {
  const item = screen.getByRole('heading', { level: 3, name: new RegExp(name) }).closest('li');
  if (!item) throw new Error(`no key named ${name}`);
  return item;
};

describe('PublishableKeysPanel', () => {
  it('explains publishable keys and lists each key with what it allows', async () => {
    const { container } = renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Website widgets' })).toBeInTheDocument();
    expect(screen.getByText(/embed the Verbatim uploader or recorder/)).toHaveTextContent('charged to your plan');
    expect(within(screen.getByRole('list', { name: 'Publishable keys' })).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    const marketing = keyItem('Marketing site');
    expect(marketing).toHaveAttribute('data-state', 'active');
    expect(within(marketing).getByText('Active')).toHaveAttribute('data-variant', 'success');
    expect(marketing).toHaveTextContent('vbpk_Kx7Qm2Lp9Rt4Vw8Z_…');
    expect(within(marketing).getByText('https://example.com')).toBeInTheDocument();
    expect(within(marketing).getByText('https://www.example.com')).toBeInTheDocument();
    expect(marketing).toHaveTextContent('WidgetsUploader, Recorder');
    expect(marketing).toHaveTextContent('Limits120 minutes a day · files up to 100 MB');
    expect(marketing).toHaveTextContent('Used today (UTC)37.5 of 120 minutes');
    expect(marketing).toHaveTextContent('Transcript textNot returned to the page');
    expect(marketing).toHaveTextContent('CreatedMar 1, 2025');
    expect(marketing).toHaveTextContent('Last used40 minutes ago');

    const help = keyItem('Help centre recorder');
    expect(help).toHaveTextContent('WidgetsRecorder');
    expect(help).toHaveTextContent('LimitsYour plan’s limits only');
    expect(help).toHaveTextContent('Used today (UTC)0 minutes');
    expect(help).toHaveTextContent('Returned to the page');
    expect(help).toHaveTextContent('Last usedNever');

    const old = keyItem('Old landing page');
    expect(old).toHaveAttribute('data-state', 'revoked');
    expect(within(old).getByText('Revoked', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(old).toHaveTextContent('RevokedJan 10, 2025');
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows placeholders while loading, and a load error with Try again', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const { container, rerender } = renderPanel({ keys: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading keys...');
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'New key' })).toBeNull();
    await expectNoAxeViolations(container);

    rerender(
      <PublishableKeysPanel
        keys={undefined}
        error="503: Service Unavailable"
        onReload={onReload}
        apiOrigin=""
        onCreate={vi.fn()}
        onRevoke={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your keys');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('invites a first key, opens the form from the keyboard, and gives focus back on Cancel', async () => {
    const user = userEvent.setup();
    const { container } = renderPanel({ keys: [] });
    expect(screen.getByText('No publishable keys yet')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.tab();
    expect(screen.getByRole('button', { name: 'New key' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'New publishable key' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: 'Uploader' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Recorder' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Return transcript text to the page/ })).not.toBeChecked();
    await expectNoAxeViolations(container);

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New key' })).toHaveFocus());
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderPanel({ defaultFormOpen: true });
    const form = screen.getByRole('form', { name: 'New publishable key' });
    await user.click(within(form).getByRole('checkbox', { name: 'Uploader' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Recorder' }));
    await user.type(within(form).getByRole('textbox', { name: /Minutes a day/ }), '1.5');
    await user.type(within(form).getByRole('textbox', { name: /Largest file/ }), '4096');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(onCreate).not.toHaveBeenCalled();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the key a name.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Allowed origins' })).toHaveAccessibleDescription(
      expect.stringContaining('Name at least one origin the key may be used from.'),
    );
    expect(within(form).getByRole('group', { name: 'Widgets' })).toHaveAccessibleDescription('Allow at least one widget.');
    expect(within(form).getByRole('textbox', { name: /Minutes a day/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of minutes from 1 to 100,000'),
    );
    expect(within(form).getByRole('textbox', { name: /Largest file/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a size from 1 to 2048 MB'),
    );
    await expectNoAxeViolations(form);

    // Editing a field clears its message.
    await user.type(name, 'Shop');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends the key as chosen, stays busy meanwhile, and closes once it is made', async () => {
    const user = userEvent.setup();
    const made = deferred();
    const { onCreate } = renderPanel({ defaultFormOpen: true });
    onCreate.mockReturnValue(made.promise);
    const form = screen.getByRole('form', { name: 'New publishable key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '  Shop  ');
    await user.type(
      within(form).getByRole('textbox', { name: 'Allowed origins' }),
      'https://shop.example.com\n\nhttp://localhost:3000{Enter}',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Uploader' }));
    await user.type(within(form).getByRole('textbox', { name: /Minutes a day/ }), '60');
    await user.type(within(form).getByRole('textbox', { name: /Largest file/ }), '2.5');
    await user.click(within(form).getByRole('checkbox', { name: /Return transcript text/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Shop',
      origins: ['https://shop.example.com', 'http://localhost:3000'],
      widgets: ['recorder'],
      minutesPerDay: 60,
      maxFileBytes: 2_621_440,
      returnText: true,
    });
    expect(within(form).getByRole('button', { name: 'Create key' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    made.resolve();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('leaves optional limits out, and keeps the form with the server’s messages when it refuses', async () => {
    const user = userEvent.setup();
    const { onCreate, rerender } = renderPanel({ defaultFormOpen: true });
    onCreate.mockRejectedValue(new Error('400'));
    const form = screen.getByRole('form', { name: 'New publishable key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Shop');
    await user.type(within(form).getByRole('textbox', { name: 'Allowed origins' }), 'example.com');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(onCreate).toHaveBeenCalledWith({ name: 'Shop', origins: ['example.com'], widgets: ['uploader', 'recorder'], returnText: false });

    const message = 'example.com is not an origin like https://example.com (scheme, host and port only)';
    rerender(
      <PublishableKeysPanel
        keys={publishableKeyListFixture()}
        apiOrigin=""
        onCreate={onCreate}
        onRevoke={vi.fn()}
        createErrors={{ origins: message }}
        defaultFormOpen
      />,
    );
    const origins = within(form).getByRole('textbox', { name: 'Allowed origins' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Create key' })).toBeEnabled());
    expect(origins).toHaveValue('example.com');
    expect(origins).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(origins).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(form);
    await user.clear(origins);
    expect(within(form).queryByText(message)).toBeNull();
  });

  it('shows the new key once, with a warning, Copy, and a snippet per widget', async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    const onCreatedClose = vi.fn();
    const created = createdPublishableKeyFixture();
    const { baseElement, rerender } = renderPanel({ created, onCopied, onCreatedClose });
    const dialog = screen.getByRole('dialog', { name: 'Your new key: Marketing site' });
    expect(dialog).toHaveTextContent('This key will not be shown again.');
    expect(within(dialog).getByRole('textbox', { name: 'Publishable key' })).toHaveValue(created.secret);

    const uploader = within(dialog).getByRole('region', { name: 'Uploader snippet' });
    expect(within(uploader).getByText(/verbatim-uploader/).textContent).toBe(
      [
        '<div id="verbatim-uploader"></div>',
        '<script src="https://app.verbatim.test/api/widget/v1/verbatim.js"></script>',
        `<script>new Verbatim.Uploader({ publishableKey: "${created.secret}" }).mount("#verbatim-uploader");</script>`,
      ].join('\n'),
    );
    const recorder = within(dialog).getByRole('region', { name: 'Recorder snippet' });
    expect(within(recorder).getByText(/verbatim-recorder/).textContent).toBe(
      widgetEmbedSnippet('recorder', 'https://app.verbatim.test', created.secret),
    );
    expect(within(recorder).getByText(/verbatim-recorder/).textContent).toContain('new Verbatim.Recorder({ publishableKey: "vbpk_');
    await expectNoAxeViolations(baseElement);

    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(created.secret);
    expect(onCopied).toHaveBeenLastCalledWith('key');
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toHaveTextContent('Copied');
    await user.click(within(dialog).getByRole('button', { name: 'Copy recorder snippet' }));
    expect(await navigator.clipboard.readText()).toBe(widgetEmbedSnippet('recorder', 'https://app.verbatim.test', created.secret));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onCreatedClose).toHaveBeenCalledTimes(1);
    rerender(<PublishableKeysPanel keys={publishableKeyListFixture()} apiOrigin="" onCreate={vi.fn()} onRevoke={vi.fn()} created={null} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'New key' })).toHaveFocus();
  });

  it('offers only the snippets of the widgets the key allows, and reports a copy that failed', async () => {
    const user = userEvent.setup();
    const onCopyError = vi.fn();
    renderPanel({
      created: createdPublishableKeyFixture({ widgets: ['uploader'] }),
      onCopy: () => Promise.reject(new Error('denied')),
      onCopyError,
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('region', { name: 'Uploader snippet' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Recorder snippet' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Copy uploader snippet' }));
    expect(onCopyError).toHaveBeenCalledWith(expect.any(Error), 'uploader snippet');
    expect(within(dialog).getByRole('button', { name: 'Copy uploader snippet' })).toHaveTextContent('Copy');
  });

  it('asks before revoking, says the key stops at once everywhere, and stays busy until it is done', async () => {
    const user = userEvent.setup();
    const revocation = deferred();
    const { baseElement, onRevoke } = renderPanel();
    onRevoke.mockReturnValue(revocation.promise);

    await user.click(screen.getByRole('button', { name: 'Revoke Marketing site' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Revoke “Marketing site”?' });
    expect(dialog).toHaveTextContent('stops working at once on every site that uses it (https://example.com, https://www.example.com)');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(baseElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onRevoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revoke Help centre recorder' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(onRevoke).toHaveBeenCalledWith(publishableKeyListFixture()[1]);
    expect(within(dialog).getByRole('button', { name: 'Revoking...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    revocation.reject(new Error('Not found.'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stops offering new keys at the most an account may hold', () => {
    const keys = Array.from({ length: 20 }, (_, index) => publishableKeyFixture({ id: `k${index}`, name: `Site ${index}` }));
    renderPanel({ keys });
    expect(screen.getByRole('button', { name: 'New key' })).toBeDisabled();
    expect(screen.getByText(/You have 20 active keys/)).toBeInTheDocument();
  });
});
