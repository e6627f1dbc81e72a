import { useCallback, useEffect, useRef, useState } from 'react';

export interface PickedImage {
  key: number;
  file: File;
  /** A local address of the file, for its thumbnail. */
  preview: string;
}

/**
 * The images picked for an upload, each with a local preview address that is released when the image is
 * removed or the page closes.
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const nextKey = useRef(0);
  const current = useRef(images);

  useEffect(() => {
    current.current = images;
  }, [images]);
  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({ key: nextKey.current++, file, preview: URL.createObjectURL(file) }));
    setImages((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((key: number) => {
    const gone = current.current.find((image) => image.key === key);
    if (gone) URL.revokeObjectURL(gone.preview);
    setImages((list) => list.filter((image) => image.key !== key));
  }, []);

  return { images, add, remove };
}
