import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ImageViewer, type ViewerImage } from './image-viewer';

function Gallery({ images }: { images: ViewerImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(0)}>
        Open
      </button>
      <ImageViewer images={images} openIndex={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('image viewer', () => {
  it('stays closed without an open index', () => {
    renderWithProviders(<ImageViewer images={[{ src: '/a.webp', alt: 'A' }]} openIndex={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows one image without previous and next, with zoom, and closes with Escape', async () => {
    renderWithProviders(<Gallery images={[{ src: '/a.webp', alt: 'Scan A' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'Image viewer' }));
    expect(viewer.getByRole('img', { name: 'Scan A' })).toHaveAttribute('src', '/a.webp');
    expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(viewer.queryByRole('button', { name: 'Previous image' })).not.toBeInTheDocument();
    expect(viewer.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
