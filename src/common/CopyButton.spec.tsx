import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../test/renderScreen';
import { CopyButton } from './CopyButton';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it("copies its value and says 'Copied!' for 2 seconds, then its name again", async () => {
    renderScreen(<CopyButton value="secret-value" label="Copy API key" />);
    const button = await screen.findByRole('button', { name: 'Copy API key' });
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers();
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(write).toHaveBeenCalledWith('secret-value');
    expect(button).toHaveAccessibleName('Copied!');
    await act(() => vi.advanceTimersByTimeAsync(1990));
    expect(button).toHaveAccessibleName('Copied!');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(button).toHaveAccessibleName('Copy API key');
  });

  it("says 'Failed to copy' when the browser refuses", async () => {
    const view = renderScreen(<CopyButton value="secret-value" label="Copy API key" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await view.user.click(await screen.findByRole('button', { name: 'Copy API key' }));
    expect(await screen.findByRole('button', { name: 'Failed to copy' })).toBeInTheDocument();
  });

  it('shows its name as text in the text variant', async () => {
    const view = renderScreen(<CopyButton value="https://pay.example/l/1" label="Copy link" variant="text" />);
    const button = await screen.findByRole('button', { name: 'Copy link' });
    expect(button).toHaveTextContent('Copy link');
    await view.user.click(button);
    expect(await navigator.clipboard.readText()).toBe('https://pay.example/l/1');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toHaveTextContent('Copied!');
  });
});
