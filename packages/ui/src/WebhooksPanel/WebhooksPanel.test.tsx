import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';
import { createdWebhookEndpointFixture, webhookDeliveriesFixture, webhookEndpointFixture } from './webhook-fixture';

const endpoint = webhookEndpointFixture();

function renderPanel(props: Partial<WebhooksPanelProps> = {}) {
  const handlers = {
    onCreate: vi.fn<WebhooksPanelProps['onCreate']>(),
    onSendTest: vi.fn<WebhooksPanelProps['onSendTest']>(),
    onRedeliver: vi.fn<WebhooksPanelProps['onRedeliver']>(),
    onToggle: vi.fn<WebhooksPanelProps['onToggle']>(),
    onRotateSecret: vi.fn<WebhooksPanelProps['onRotateSecret']>(),
    onDelete: vi.fn<WebhooksPanelProps['onDelete']>(),
  };
  const view = render(
    <WebhooksPanel
      endpoints={[endpoint]}
      deliveries={{ [endpoint.id]: webhookDeliveriesFixture() }}
      timeZone="UTC"
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('WebhooksPanel', () => {
  it('lists each endpoint with its recent deliveries, their state and answer', async () => {
    const { container } = renderPanel();
    const item = screen.getByRole('heading', { level: 3, name: endpoint.url }).closest('li') as HTMLElement;
    expect(within(item).getByText('Transcription completed · Transcription failed')).toBeTruthy();
    const deliveries = within(item).getByRole('list', { name: 'Recent deliveries' });
    expect(within(deliveries).getByText('Delivered')).toBeTruthy();
    expect(within(deliveries).getByText('Retrying')).toBeTruthy();
    expect(within(deliveries).getByText('Failed')).toBeTruthy();
    expect(within(deliveries).getByText(/HTTP 204 · 182 ms/)).toBeTruthy();
    expect(within(deliveries).getByText('No answer within 10 seconds.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('sends a test, redelivers, and turns an endpoint off', async () => {
    const user = userEvent.setup();
    const { onSendTest, onRedeliver, onToggle } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(onSendTest).toHaveBeenCalledWith(endpoint);
    await user.click(screen.getAllByRole('button', { name: /^Redeliver transcription\.completed/ })[0] as HTMLElement);
    expect(onRedeliver).toHaveBeenCalledWith(endpoint, expect.objectContaining({ eventType: 'transcription.completed' }));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(onToggle).toHaveBeenCalledWith(endpoint, false);
  });

  it('adds an endpoint with the chosen events, and refuses none', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderPanel({ endpoints: [], deliveries: {} });
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://example.com/hooks');
    for (const name of [/Transcription completed/, /Transcription failed/, /Transcription deleted/])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('Choose at least one event.')).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /Transcription deleted/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(onCreate).toHaveBeenCalledWith({ url: 'https://example.com/hooks', events: ['transcription.deleted'] });
  });

  it('shows a new secret once, and deletes only after a confirmation', async () => {
    const user = userEvent.setup();
    const created = createdWebhookEndpointFixture();
    const { onDelete } = renderPanel({ created });
    expect(screen.getByText(created.secret)).toBeTruthy();
    expect(screen.getByText(/it is not shown again/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete endpoint' }));
    expect(onDelete).toHaveBeenCalledWith(endpoint);
  });

  it('offers no test or redelivery for an endpoint that is off, and says why it was turned off', () => {
    renderPanel({
      endpoints: [webhookEndpointFixture({ enabled: false, disabledReason: 'Turned off after failing every delivery for 5 days.' })],
    });
    expect((screen.getByRole('button', { name: 'Send test' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Redeliver/ })).toBeNull();
    expect(screen.getByText('Turned off after failing every delivery for 5 days.')).toBeTruthy();
  });
});
