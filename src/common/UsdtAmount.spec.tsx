import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/renderScreen';
import { UsdtAmount } from './UsdtAmount';
import { keepEveryStyle } from '../test/emotionStyles';

// Reads the amounts' colours: every style rule, not only those that show or hide (src/test/emotionStyles.ts).
keepEveryStyle();

describe('UsdtAmount', () => {
  it('colours an amount by its sign only when asked: in green, as text, muted', async () => {
    renderScreen(
      <>
        <UsdtAmount amount={5} sign="+" colourBySign />
        <UsdtAmount amount={6} sign="-" colourBySign />
        <UsdtAmount amount={7} colourBySign />
        <UsdtAmount amount={8} sign="-" />
      </>,
    );
    const colourOf = async (text: string) => getComputedStyle(await screen.findByText(text)).color;
    expect(await colourOf('+5.00 USDT')).toBe('rgb(21, 128, 61)');
    expect(await colourOf('-6.00 USDT')).toBe('rgb(15, 23, 42)');
    expect(await colourOf('7.00 USDT')).toBe('rgb(82, 96, 113)');
    expect(await colourOf('-8.00 USDT')).not.toBe('rgb(15, 23, 42)');
  });
});
