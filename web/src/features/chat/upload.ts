import { exceedsSizeLimit, isAcceptedType, mediaTypeOf } from '#shared/uploads/upload-rules';
import { apiRequest } from '#web/api/client.ts';
import { i18n } from '#web/i18n/index.ts';

export interface UploadResult {
  filename: string;
  uploadRefPath: string;
  url: string | null;
  docType: string;
  mediaType: 'image' | 'video' | 'audio' | 'pdf' | 'other';
}

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/**
 * Uploads a file straight to storage with a presigned POST from the API. Video or audio over 200 MB
 * is refused here with the spec's text, before anything is sent (the storage policy refuses it too).
 */
export async function uploadFile(file: File, savePath: string, docType?: string): Promise<UploadResult> {
  const type = file.type || 'application/octet-stream';
  if (exceedsSizeLimit(type, file.size)) throw new UploadError(i18n.t('chat.fileTooLarge'));
  if (!isAcceptedType(type)) throw new UploadError(i18n.t('chat.uploadTypes'));
  const { url, fields, upload } = await apiRequest<{ url: string; fields: Record<string, string>; upload: UploadResult }>('POST', '/uploads', {
    savePath,
    fileName: file.name,
    fileType: type,
    fileSize: file.size,
    ...(docType ? { docType } : {}),
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const answer = await fetch(url, { method: 'POST', body: form });
  if (!answer.ok) throw new UploadError(i18n.t('chat.uploadRefused', { status: answer.status }));
  return upload;
}

export function chatMediaType(file: File): 'image' | 'video' | 'audio' | null {
  const media = mediaTypeOf(file.type);
  return media === 'image' || media === 'video' || media === 'audio' ? media : null;
}
