/** File uploads (spec part 1 §3.4, §5.2, §9). */
export type UploadMediaType = 'image' | 'video' | 'audio' | 'pdf' | 'other';

/** Video and audio above this many bytes are refused, by the client and by the storage policy. */
export const MAX_MEDIA_BYTES = 209_715_200;
export const FILE_TOO_LARGE = 'File size exceeds 200MB.';
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export function mediaTypeOf(contentType: string): UploadMediaType {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf') return 'pdf';
  return 'other';
}

/** Default accepted types: image, video, audio, pdf. */
export function isAcceptedType(contentType: string): boolean {
  return mediaTypeOf(contentType) !== 'other';
}

/** §5.2: only video and audio carry the 200 MB limit. */
export function exceedsSizeLimit(contentType: string, sizeBytes: number): boolean {
  const media = mediaTypeOf(contentType);
  return (media === 'video' || media === 'audio') && sizeBytes > MAX_MEDIA_BYTES;
}

export function isProfilePhotoType(contentType: string): boolean {
  return (PROFILE_PHOTO_TYPES as readonly string[]).includes(contentType.toLowerCase());
}

/** Storage key: `companyProfile/{companyId}/{savePath}/{fileName}` (§7). */
export function uploadKey(companyId: string, savePath: string, fileName: string): string {
  return `companyProfile/${companyId}/${savePath}/${fileName}`;
}

/** A file name safe as the last part of a key: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return (cleaned || 'file').slice(-120);
}
