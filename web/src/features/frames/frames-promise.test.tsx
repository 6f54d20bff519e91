import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import { FramesPromise } from './frames-promise';

describe('FramesPromise', () => {
  it('delivers anywhere in the area the studio serves', () => {
    renderWithSession(<FramesPromise />, { studio: testStudio({ areaServed: 'Manchester and the North West' }) });
    expect(screen.getByText(/to your door anywhere in Manchester and the North West\./)).toBeInTheDocument();
    expect(screen.getByText('Every frame is cut, joined and finished in our own studio.')).toBeInTheDocument();
  });

  it('delivers to the door, without a place, when the studio names none', () => {
    renderWithSession(<FramesPromise />, { studio: testStudio({ areaServed: '' }) });
    expect(screen.getByText('Collect from the studio or have it delivered, carefully packed, to your door.')).toBeInTheDocument();
  });
});
