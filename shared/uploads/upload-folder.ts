/** The folders a browser may upload into: a room's chat attachments, or a user's own profile photo. */
export type UploadFolder = { kind: 'chatAttachments'; roomId: string } | { kind: 'chatProfilePhotos'; userId: string };

export function uploadFolderOf(savePath: string): UploadFolder | undefined {
  const attachment = /^chatAttachments\/([A-Za-z0-9]{1,64})$/.exec(savePath);
  if (attachment) return { kind: 'chatAttachments', roomId: attachment[1]! };
  const photo = /^chatProfilePhotos\/([A-Za-z0-9-]{1,64})$/.exec(savePath);
  if (photo) return { kind: 'chatProfilePhotos', userId: photo[1]! };
  return undefined;
}
