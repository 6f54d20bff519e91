import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { imageRefSchema } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { libraryImage } from '@/testing/images';
import { FormImage } from './image-field';
import { SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ image: imageRefSchema });

const BLANK = { src: '', width: 0, height: 0, alt: '' };

function ImageForm({
  onSubmit,
  image = BLANK,
}: {
  onSubmit: (values: z.infer<typeof schema>) => Promise<void>;
  image?: z.input<typeof imageRefSchema>;
}) {
  const form = useSchemaForm(schema, { image });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} what="photograph">
      <FormImage name="image" label="Photograph" />
      <Button type="submit">Save</Button>
    </SchemaForm>
  );
}

/** jsdom loads no images: give the preview a size and fire its load event, as a browser would. */
function loadPreview(width: number, height: number) {
  const img = document.querySelector('figure img') as HTMLImageElement;
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  fireEvent.load(img);
}

describe('FormImage', () => {
  it('reads the width and height from the picture itself', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {});
    render(<ImageForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), '/images/gallery/vows.svg');
    await user.type(screen.getByRole('textbox', { name: /alt text/ }), 'Vows at dusk');
    loadPreview(1200, 800);
    expect(await screen.findByText('1200 × 800 px')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      image: { src: '/images/gallery/vows.svg', width: 1200, height: 800, alt: 'Vows at dusk' },
    });
  });

  it('keeps the measured size when the alt text changes before the next render', async () => {
    const user = userEvent.setup();
    render(<ImageForm onSubmit={vi.fn(async () => {})} />);
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), '/images/gallery/vows.svg');
    // The load and a keystroke in one batch: both handlers run before React renders again.
    act(() => {
      loadPreview(1200, 800);
      fireEvent.change(screen.getByRole('textbox', { name: /alt text/ }), { target: { value: 'Vows at dusk' } });
    });
    expect(await screen.findByText('1200 × 800 px')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /alt text/ })).toHaveValue('Vows at dusk');
  });

  it('refuses an address that shows no image', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {});
    render(<ImageForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), 'https://example.com/missing.jpg');
    fireEvent.error(document.querySelector('figure img')!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No image loads from this address: check it.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address that is neither a web address nor a site path', async () => {
    const user = userEvent.setup();
    render(<ImageForm onSubmit={vi.fn(async () => {})} />);
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a web address (https://…) or a site path (/images/…)')).toBeInTheDocument();
  });

  it('keeps a library photo as picked (its size from the library), and drops its srcset once an address is typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: unknown) => {});
    render(<ImageForm onSubmit={onSubmit} image={libraryImage} />);
    expect(screen.getByText('From the media library, in sizes for every screen.')).toBeInTheDocument();
    loadPreview(320, 213);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ image: libraryImage });

    await user.clear(screen.getByRole('textbox', { name: 'Image address' }));
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), '/images/gallery/vows.svg');
    loadPreview(1200, 800);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toEqual({
      image: { src: '/images/gallery/vows.svg', width: 1200, height: 800, alt: 'Vows at dusk' },
    });
  });
});
