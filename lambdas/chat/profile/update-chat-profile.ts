import * as z from 'zod';
import { uploadKey } from '#shared/uploads/upload-rules';
import { chatProfileEntity } from '#lambdas/data/entities/chat-profile';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { chatProfileView } from './chat-profile-view.ts';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { objectExists } from '#lambdas/chat/messages/media-urls';

const profileSchema = z.strictObject({
  displayName: z.string().trim().min(1, 'This field is required.').max(80),
  chatStatus: z.enum(['available', 'away', 'invisible']),
  phoneNumber: z.string().trim().max(30).regex(/^[0-9+()\-. ]*$/, 'Enter a phone number.'),
  email: z.union([z.literal(''), z.email('Enter an e-mail address.').max(254)]),
  photoPath: z.string().max(1024).nullable(),
  version: z.number().int().min(0),
});

/**
 * "Update User Profile": name, contact e-mail and phone for alerts, photo, status. The name others see
 * in the audience selector follows. A stale `version` gets a 409.
 */
export const handler = companyRoute({ body: profileSchema }, async ({ caller, body }) => {
  const { companyId, userId } = caller;
  if (body.photoPath) {
    const folder = uploadKey(companyId, `chatProfilePhotos/${userId}`, '');
    if (!body.photoPath.startsWith(folder) || body.photoPath.includes('..') || !(await objectExists(body.photoPath))) {
      throw new ValidationError('Upload the photo first.', { photoPath: 'Upload the photo first.' });
    }
  }
  const profiles = chatProfileEntity();
  const key = { companyId, userId };
  const { data: current } = await profiles.get(key).go();
  const version = current?.version ?? 0;
  if (body.version !== version) throw new ConflictError();
  const fields = { displayName: body.displayName, chatStatus: body.chatStatus, phoneNumber: body.phoneNumber, email: body.email, version: version + 1 };
  try {
    if (current) {
      const patch = profiles.patch(key).set({ ...fields, ...(body.photoPath ? { photoPath: body.photoPath } : {}) });
      await (body.photoPath ? patch : patch.remove(['photoPath'])).where((a, { eq }) => eq(a.version, version)).go();
    } else {
      await profiles.create({ ...key, ...fields, ...(body.photoPath ? { photoPath: body.photoPath } : {}) }).go();
    }
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  const directory = directoryEntryEntity();
  const { data: entry } = await directory.get({ companyId, uid: userId }).go();
  if (entry) await directory.patch({ companyId, uid: userId }).set({ name: body.displayName }).go();
  else await directory.create({ companyId, uid: userId, name: body.displayName, securityRole: caller.role ?? 99 }).go();
  const { data } = await profiles.get(key).go();
  return { profile: await chatProfileView(caller, data) };
});
