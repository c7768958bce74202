// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Recorder } from '../widgets/Recorder';
import { FakeWidgetApi } from '../widgets/test-support/fake-client';
import { Uploader } from '../widgets/Uploader';
import { VerbatimRecorder, VerbatimUploader } from '.';

// React warns unless it is told it runs under a test's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the React wrappers', () => {
  it('mount the uploader once in an effect, keep it across renders with new callbacks, and destroy it on unmount', async () => {
    const mount = vi.spyOn(Uploader.prototype, 'mount');
    const destroy = vi.spyOn(Uploader.prototype, 'destroy');
    const api = new FakeWidgetApi();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      createElement(VerbatimUploader, { publishableKey: 'vbpk_test', client: api, className: 'upload', onUpload: first }),
    );
    const container = view.container.querySelector('div.upload') as HTMLElement;
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]?.[0]).toBe(container);
    expect(container.querySelector('[data-verbatim-widget]')?.shadowRoot).toBeTruthy();

    view.rerender(createElement(VerbatimUploader, { publishableKey: 'vbpk_test', client: api, className: 'upload', onUpload: second }));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(destroy).not.toHaveBeenCalled();

    // The latest callback is the one called.
    await act(async () => {
      await Promise.resolve();
    });
    const widget = mount.mock.contexts[0] as Uploader;
    widget.upload(new File(['x'], 'a.mp3', { type: 'audio/mpeg' }));
    await act(async () => {
      api.upload.resolve({ transcriptionId: 'tr_1' });
      await Promise.resolve();
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ transcriptionId: 'tr_1', fileName: 'a.mp3' });

    view.unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(container.childElementCount).toBe(0);
  });

  it('remounts when the key changes, and survives StrictMode’s double effects', () => {
    const mount = vi.spyOn(Recorder.prototype, 'mount');
    const destroy = vi.spyOn(Recorder.prototype, 'destroy');
    const api = new FakeWidgetApi();
    const view = render(createElement(StrictMode, null, createElement(VerbatimRecorder, { publishableKey: 'vbpk_a', client: api })));
    // StrictMode mounts, destroys and mounts again: one widget is left, in one shadow host.
    expect(mount.mock.calls.length - destroy.mock.calls.length).toBe(1);
    expect(view.container.querySelectorAll('[data-verbatim-widget]')).toHaveLength(1);
    const before = mount.mock.calls.length;
    view.rerender(createElement(StrictMode, null, createElement(VerbatimRecorder, { publishableKey: 'vbpk_b', client: api })));
    expect(mount.mock.calls.length).toBeGreaterThan(before);
    expect(view.container.querySelectorAll('[data-verbatim-widget]')).toHaveLength(1);
    view.unmount();
    expect(mount.mock.calls.length).toBe(destroy.mock.calls.length);
    expect(view.container.querySelectorAll('[data-verbatim-widget]')).toHaveLength(0);
  });
});
