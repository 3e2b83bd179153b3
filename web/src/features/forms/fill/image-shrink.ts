import { FORM_LIMITS } from '#shared/forms/form-fields';

/** The longest side of a photo sent from the phone: enough to read a tire's sidewall, small enough for a weak signal. */
export const MAX_PHOTO_SIDE = 1600;

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))), 'image/jpeg', quality);
  });
}

async function decode(file: Blob): Promise<{ image: CanvasImageSource; width: number; height: number; close: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return { image: img, width: img.naturalWidth, height: img.naturalHeight, close: () => URL.revokeObjectURL(url) };
}

/**
 * A canvas's drawing as a JPEG on a white background (a signature pad is transparent where nobody drew),
 * lowering the quality until it fits the image limit.
 */
export async function jpegOf(canvas: HTMLCanvasElement): Promise<Blob> {
  for (const quality of [0.85, 0.7, 0.55, 0.4]) {
    const blob = await canvasToJpeg(canvas, quality);
    if (blob.size <= FORM_LIMITS.imageBytes) return blob;
  }
  throw new Error('The image is too large.');
}

/** A photo from the camera or the gallery, shrunk to at most MAX_PHOTO_SIDE pixels on its longest side, as a JPEG. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const decoded = await decode(file);
  try {
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(decoded.width, decoded.height, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(decoded.width * scale));
    canvas.height = Math.max(1, Math.round(decoded.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The photo could not be read.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(decoded.image, 0, 0, canvas.width, canvas.height);
    return await jpegOf(canvas);
  } finally {
    decoded.close();
  }
}
