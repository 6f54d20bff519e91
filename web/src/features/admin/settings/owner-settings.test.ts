// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toOwnerSettings } from '@/data/settings';
import { testStudio } from '@/testing/studio';
import { settingsTemplate } from './settings-template';

const template = settingsTemplate('UTC');

describe('the owner’s settings as the form sees them', () => {
  it('an empty database: not saved, the template', () => {
    expect(toOwnerSettings([null, null, null], template)).toEqual({ saved: false, values: template, policies: null, updatedAt: null });
  });

  it('settings/studio from before the Settings screen (address and payment details) fills the setup, which moves the bank details to ownerSettings', () => {
    const older = { address: '218 Alder Lane', hours: 'Tue–Sat', phone: '+1 415 555 0142', bankDetails: 'First Bay Bank', upiId: 42 };
    const { saved, values } = toOwnerSettings([older, null, null], template);
    expect(saved).toBe(false);
    expect(values).toMatchObject({
      address: '218 Alder Lane',
      hours: 'Tue–Sat',
      phone: '+1 415 555 0142',
      name: '',
      bankDetails: 'First Bay Bank',
    });
    // A value of the wrong type keeps the template's.
    expect(values.upiId).toBe('');
  });

  it('saved settings: the stored values, the policies with their days, when they were saved', () => {
    const studio = { ...testStudio({ name: 'Atelier' }), updatedAt: new Date('2026-11-01T09:00:00Z') };
    const policies = {
      privacy: 'P',
      terms: 'T',
      payment: 'Pay',
      privacyUpdatedOn: '2026-11-01',
      termsUpdatedOn: '2026-11-02',
      paymentUpdatedOn: '2026-11-03',
      updatedAt: new Date(),
    };
    const result = toOwnerSettings([studio, policies, { bankDetails: 'Bank', upiId: '', paymentNote: '' }], template);
    expect(result).toMatchObject({
      saved: true,
      updatedAt: studio.updatedAt,
      values: { name: 'Atelier', terms: 'T', bankDetails: 'Bank' },
    });
    expect(result.policies?.termsUpdatedOn).toBe('2026-11-02');
  });
});
