import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('shows the tagline and a 72 px logo spinning on the 4-second cycle', () => {
    const { container } = render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Style & Story');
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('width', '72');
    expect(logo).toHaveAttribute('height', '72');
    expect(logo?.className).toContain('animate-spin-slow');
  });
});
