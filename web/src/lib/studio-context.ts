import { createContext, useContext } from 'react';
import type { StudioSettings } from '@common/schemas/settings';

// The studio as settings/studio describes it (name, contact, currency, zone, deposit), for every
// page: read once at the root (app/studio-provider.tsx) and handed down, so the footer, the page
// titles and the prices of a prerendered page all come from the same answer. Null until the owner
// first saves the settings (or while they load on a page that was not prerendered): callers leave
// out what they cannot say.
export const StudioContext = createContext<StudioSettings | null>(null);

export const useStudio = () => useContext(StudioContext);

/** A `tel:` link for a phone number as the owner typed it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
