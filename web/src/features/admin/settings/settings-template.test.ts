import { describe, expect, it } from 'vitest';
import { studioSettingsInputSchema } from '@common/schemas/settings';
import { settingsTemplate } from './settings-template';

describe('settingsTemplate', () => {
  it("starts from the browser's zone, under the name the browser gives it", () => {
    expect(settingsTemplate('Asia/Calcutta').timeZone).toBe('Asia/Calcutta');
    expect(settingsTemplate('Europe/Paris').timeZone).toBe('Europe/Paris');
  });

  it('starts from UTC when the settings would refuse the browser’s zone (common/time-zones.ts)', () => {
    expect(settingsTemplate('Mars/Olympus_Mons').timeZone).toBe('UTC');
    expect(studioSettingsInputSchema.shape.timeZone.safeParse(settingsTemplate('Mars/Olympus_Mons').timeZone).success).toBe(true);
  });

  it('starts from the browser’s language when the site writes in it, with that locale’s week', () => {
    expect(settingsTemplate('Europe/London', 'en-GB')).toMatchObject({ locale: 'en-GB', weekStart: 'monday', areaServed: '' });
    expect(settingsTemplate('America/Toronto', 'en-CA')).toMatchObject({ locale: 'en-CA', weekStart: 'sunday' });
    expect(settingsTemplate('Europe/Paris', 'fr-FR')).toMatchObject({ locale: 'en-US', weekStart: 'sunday' });
  });
});
