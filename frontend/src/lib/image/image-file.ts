import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@dealer/contracts';

export type ImageFileProblem = 'wrongType' | 'tooLarge';

/** The server's image limits (catalog images, the claim's e-invoice photo), checked before a large file is read and sent. */
export function checkImageFile(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

export const IMAGE_MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

/** The file as a data URL, which is what the API takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
