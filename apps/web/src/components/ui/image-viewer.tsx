import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n';
import type { LightboxExternalProps } from 'yet-another-react-lightbox';

export interface ViewerImage {
  src: string;
  alt: string;
}

export interface ImageViewerProps {
  images: ViewerImage[];
  /** The image shown first; `null` keeps the viewer closed. */
  openIndex: number | null;
  onClose: () => void;
}

// The lightbox, its zoom plugin and its styles load on the first opening, never in the main bundle.
const Lightbox = lazy(async () => {
  const [{ default: YarLightbox }, { default: Zoom }] = await Promise.all([
    import('yet-another-react-lightbox'),
    import('yet-another-react-lightbox/plugins/zoom'),
    import('yet-another-react-lightbox/styles.css'),
  ]);
  function ZoomableLightbox(props: LightboxExternalProps) {
    return <YarLightbox plugins={[Zoom]} {...props} />;
  }
  return { default: ZoomableLightbox };
});

/**
 * Full-screen image viewer: zoom (buttons, wheel, pinch, double click), previous/next (buttons, arrow keys,
 * swipe) and Escape or the close button to leave.
 */
export function ImageViewer({ images, openIndex, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  if (openIndex === null || images.length === 0) return null;
  const single = images.length === 1;
  return (
    <Suspense fallback={null}>
      <Lightbox
        open
        close={onClose}
        index={Math.min(Math.max(openIndex, 0), images.length - 1)}
        slides={images.map((image) => ({ src: image.src, alt: image.alt }))}
        carousel={{ finite: true }}
        controller={{ closeOnBackdropClick: true }}
        render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
        labels={{
          Previous: t('imageViewer.previous'),
          Next: t('imageViewer.next'),
          Close: t('common.close'),
          'Zoom in': t('imageViewer.zoomIn'),
          'Zoom out': t('imageViewer.zoomOut'),
          Lightbox: t('imageViewer.title'),
          Carousel: t('imageViewer.carousel'),
          'Photo gallery': t('imageViewer.gallery'),
          Slide: t('imageViewer.slide'),
          '{index} of {total}': t('imageViewer.position', { index: '{index}', total: '{total}' }),
        }}
      />
    </Suspense>
  );
}
