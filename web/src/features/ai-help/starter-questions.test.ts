import { describe, expect, it } from 'vitest';
import { starterQuestions } from './starter-questions';

describe('starterQuestions', () => {
  it('asks about travel outside the area the studio serves, or about travel at all', () => {
    expect(starterQuestions('Manchester and the North West')).toContain('Do you travel outside Manchester and the North West?');
    expect(starterQuestions('')).toContain('Do you travel?');
    expect(starterQuestions(undefined)).toHaveLength(5);
  });
});
