import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('tells screen readers the rating in words', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('dims the stars above the rating', () => {
    const { container } = render(<StarRating rating={3} />);
    expect(container.querySelectorAll('svg.opacity-25')).toHaveLength(2);
  });
});
