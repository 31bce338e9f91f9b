/** The stored HTML keeps at most 4 digits per dimension (the server's sanitiser drops longer ones). */
const MAX_DIMENSION = 9999;

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size of an image file, read in the browser before it is inserted, so the shot's <img>
 * carries width and height and the page reserves its box instead of jumping when it loads.
 * Null when the browser cannot decode it (the image is still inserted, only without a size).
 */
export function readImageSize(file: Blob): Promise<ImageSize | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: ImageSize | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = image;
      const usable = width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION;
      done(usable ? { width, height } : null);
    };
    image.onerror = () => done(null);
    image.src = url;
  });
}
