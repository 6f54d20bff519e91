import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StudioContext } from '@/lib/studio-context';
import { testStudio } from '@/testing/studio';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('shows the studio’s name and a 72 px logo spinning on the 4-second cycle', () => {
    const { container } = render(
      <StudioContext.Provider value={testStudio({ name: 'Atelier Lumière' })}>
        <LoadingScreen />
      </StudioContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Atelier Lumière');
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('width', '72');
    expect(logo).toHaveAttribute('height', '72');
    expect(logo?.className).toContain('animate-spin-slow');
  });

  it('shows the product’s name, “Style & Story”, while the studio’s is not known', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Style & Story');
  });
});
