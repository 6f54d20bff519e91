import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { signedInPart } from './signed-in-part';

// The SDK providers stand in as a marked box: what matters here is that a part renders inside them.
vi.mock('@/firebase/sdk-providers', () => ({
  FirebaseSdkProviders: ({ children }: { children: ReactNode }) => <div data-testid="sdk-providers">{children}</div>,
}));

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('signedInPart', () => {
  it('loads on first show: the fallback, then the part inside the SDK providers', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = signedInPart(load, <p>Loading your part…</p>);
    expect(load).not.toHaveBeenCalled();
    render(<Part name="Ada" />);
    expect(screen.getByText('Loading your part…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByTestId('sdk-providers')).toContainElement(screen.getByText('Hello Ada'));
    expect(screen.queryByText('Loading your part…')).not.toBeInTheDocument();
  });

  it('shows a part already loaded at once, without its fallback', async () => {
    const Part = signedInPart(async () => Greeting, <p>Loading your part…</p>);
    await Part.preload();
    render(<Part name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading your part…')).not.toBeInTheDocument();
  });
});
