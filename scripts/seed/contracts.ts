import { CONTRACTS_SETTINGS_ID, HOLD_HOURS, type ContractSettings, type ContractTemplate } from '@common/schemas';
import type { SeedDoc } from './types';

// The demo studio's contract (docs/contracts.md): one template, the default, and contracts on, so
// `npm start` shows the whole flow. Every {{field}} is filled from the booking and the settings
// when the contract is sent; the customer signs the filled text.
const savedAt = new Date('2026-11-01T09:00:00Z');

export const DEFAULT_TEMPLATE_ID = 'photography-agreement';

const body = `# Photography agreement

This agreement is between **{{studio.name}}** ({{studio.address}}; {{studio.phone}}; {{studio.email}}), "the studio", and **{{customer.name}}** ({{customer.email}}; {{customer.phone}}), "the client". Booking reference {{booking.reference}}, sent on {{contract.date}}.

## The event

- Occasion: {{event.type}}
- Date: {{event.date}}
- Venue: {{event.venue}}
- Guests: {{event.guests}}

## What is included

The client books **{{package.name}}**:

{{package.features}}

## Fees and payment

- Price: {{price}}
- Sales tax: {{tax}}
- Total: {{total}}
- Deposit: {{deposit}}, which is part of the total, not an extra fee
- Balance after the deposit: {{balance}}

Payment schedule:

{{schedule}}

{{late.fee}}

## Securing the date

When the client signs this agreement, the studio holds the event date for the client alone for the time the signing page states. The date is booked when the deposit arrives within that time; the studio then confirms the booking by email. If the hold ends without the deposit, the date is free again and the client is told by email.

## Changes and cancellation

Rescheduling, cancellation and refunds follow the studio's payment policy as published on its website on the day this agreement is signed. A change to the date, the package or the price after signing is recorded in a numbered addendum that the client signs in the same way; this agreement stays as signed.

## Photographs

The studio delivers the edited photographs in a private online gallery. The studio keeps the copyright and may not show the client's photographs publicly without the client's written consent. The client may print and share the photographs for personal use.

## Liability

If the studio cannot attend for reasons beyond its control, it refunds every payment in full, deposit included, and its liability is limited to those payments.

## Signatures

The client signs electronically on the studio's website. The studio countersigns, and both parties receive the signed copy as a PDF.
`;

export const CONTRACT_TEMPLATES: SeedDoc<ContractTemplate>[] = [
  {
    id: DEFAULT_TEMPLATE_ID,
    data: { name: 'Photography agreement', body, version: 1, archived: false, createdAt: savedAt, updatedAt: savedAt },
  },
];

export const CONTRACT_SETTINGS: SeedDoc<ContractSettings>[] = [
  {
    id: CONTRACTS_SETTINGS_ID,
    data: { enabled: true, holdHours: HOLD_HOURS.fallback, defaultTemplateId: DEFAULT_TEMPLATE_ID, updatedAt: savedAt },
  },
];
