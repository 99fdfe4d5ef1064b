import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';

// src/test/emotionStyles.ts: the unit files see only the style rules that show, hide or stop the pointer.
describe('the style rules a unit test sees', () => {
  it('keeps every rule that hides an element or stops its clicks, so queries and clicks read as in a browser', () => {
    render(
      <>
        <Box sx={{ display: 'none', color: 'red' }}>Display none</Box>
        <Box sx={{ visibility: 'hidden' }}>Visibility hidden</Box>
        <Box sx={{ opacity: 0 }}>Opacity zero</Box>
        <Box component="button" sx={{ pointerEvents: 'none' }}>
          No pointer
        </Box>
      </>,
    );
    expect(screen.getByText('Display none')).not.toBeVisible();
    expect(getComputedStyle(screen.getByText('Display none')).color).toBe('rgb(255, 0, 0)');
    expect(screen.getByText('Visibility hidden')).not.toBeVisible();
    expect(screen.getByText('Opacity zero')).not.toBeVisible();
    expect(getComputedStyle(screen.getByRole('button', { name: 'No pointer' })).pointerEvents).toBe('none');
  });

  it('leaves out rules that only paint (colours, borders), which jsdom neither lays out nor draws', () => {
    render(<Box sx={{ color: 'rgb(1, 2, 3)', borderTop: '7px solid' }}>Painted</Box>);
    const style = getComputedStyle(screen.getByText('Painted'));
    expect(style.color).not.toBe('rgb(1, 2, 3)');
    expect(style.borderTopWidth).not.toBe('7px');
  });
});
