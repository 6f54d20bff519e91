import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { testStudio } from '@/testing/studio';
import { AboutStory } from './about-story';

describe('AboutStory', () => {
  it('tells where the studio works from its settings', () => {
    renderWithSession(<AboutStory />, { studio: testStudio({ name: 'North Light', areaServed: 'Manchester and the North West' }) });
    expect(screen.getByText(/North Light began with one camera/)).toBeInTheDocument();
    expect(screen.getByText(/brand events across Manchester and the North West\.$/)).toBeInTheDocument();
  });

  it('names no place when the studio names none', () => {
    renderWithSession(<AboutStory />, { studio: testStudio({ areaServed: '' }) });
    expect(screen.getByText(/family milestones and brand events\.$/)).toBeInTheDocument();
  });
});
