import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../../support/tokens.ts';
import { roomWith, uidOf } from './live-client.ts';

const MB = 1024 * 1024;

async function postFile(url: string, fields: Record<string, string>, bytes: Uint8Array, type: string): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes], { type }), 'file');
  return fetch(url, { method: 'POST', body: form });
}

describe('uploads', () => {
  it('refuses video over 200 MB before any upload, with the spec’s text', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const answer = await api('POST', '/uploads', {
      as: RED_MESA.owner,
      body: { savePath: `chatAttachments/${room.id}`, fileName: 'dashcam.mp4', fileType: 'video/mp4', fileSize: 209_715_201 },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('File size exceeds 200MB.');
  });

  it('signs a storage policy that pins key, type, metadata and the announced size', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const answer = await api('POST', '/uploads', {
      as: RED_MESA.owner,
      body: { savePath: `chatAttachments/${room.id}`, fileName: 'yard map.png', fileType: 'image/png', fileSize: 3 * MB },
    });
    expect(answer.status).toBe(201);
    const { fields, upload } = answer.body;
    expect(upload.uploadRefPath).toMatch(new RegExp(`^companyProfile/red-mesa-freight/chatAttachments/${room.id}/\\d+-yard_map\\.png$`));
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 3 * MB],
        ['eq', '$Content-Type', 'image/png'],
        ['eq', '$x-amz-meta-companyid', 'red-mesa-freight'],
        ['eq', '$x-amz-meta-ownerid', await uidOf(RED_MESA.owner)],
        { key: upload.uploadRefPath },
      ]),
    );
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['x-amz-meta-doctype', 'x-amz-meta-uploaddate', 'x-amz-meta-filetype']));
  });

  it('has storage refuse a file bigger than its policy allows, and store nothing', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const { url, fields, upload } = (await api('POST', '/uploads', {
      as: RED_MESA.owner,
      body: { savePath: `chatAttachments/${room.id}`, fileName: 'clip.mp4', fileType: 'video/mp4', fileSize: 1024 },
    })).body;
    const refused = await postFile(url, fields, new Uint8Array(4096), 'video/mp4');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<Code>EntityTooLarge</Code>');
    expect((await fetch(upload.url)).status).toBe(404);
  });

  it('has storage refuse a file whose metadata differs from the signed policy', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const { url, fields } = (await api('POST', '/uploads', {
      as: RED_MESA.owner,
      body: { savePath: `chatAttachments/${room.id}`, fileName: 'a.png', fileType: 'image/png', fileSize: 8 },
    })).body;
    const forged = await postFile(url, { ...fields, 'x-amz-meta-companyid': 'blue-ridge-carriers' }, new Uint8Array(8), 'image/png');
    expect(forged.status).toBe(403);
  });

  it('uploads a photo into a room and sends it as an image message with a signed link', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { url, fields, upload } = (await api('POST', '/uploads', {
      as: RED_MESA.driver,
      body: { savePath: `chatAttachments/${room.id}`, fileName: 'tire.png', fileType: 'image/png', fileSize: png.length },
    })).body;
    expect((await postFile(url, fields, png, 'image/png')).status).toBeLessThan(300);
    const sent = await api('POST', `/chat/rooms/${room.id}/messages`, {
      as: RED_MESA.driver,
      body: { attachmentStoragePath: upload.uploadRefPath, mediaType: 'image' },
    });
    expect(sent.status).toBe(201);
    const image = await fetch(sent.body.message.mediaUrl);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);

    expect((await api('DELETE', `/chat/rooms/${room.id}`, { as: RED_MESA.owner })).status).toBe(204);
    expect((await fetch(sent.body.message.mediaUrl)).status).toBe(404);
  });

  it('refuses an attachment that is not in the room’s folder, and a profile photo that is not jpeg or png', async () => {
    const room = await roomWith(RED_MESA.owner, [RED_MESA.driver]);
    const foreign = await api('POST', `/chat/rooms/${room.id}/messages`, {
      as: RED_MESA.owner,
      body: { attachmentStoragePath: 'companyProfile/blue-ridge-carriers/chatAttachments/x/a.png', mediaType: 'image' },
    });
    expect(foreign.status).toBe(400);
    const gif = await api('POST', '/uploads', {
      as: RED_MESA.driver,
      body: { savePath: `chatProfilePhotos/${await uidOf(RED_MESA.driver)}`, fileName: 'me.gif', fileType: 'image/gif', fileSize: 10 },
    });
    expect(gif.status).toBe(400);
    const zip = await api('POST', '/uploads', { as: RED_MESA.owner, body: { savePath: `chatAttachments/${room.id}`, fileName: 'a.zip', fileType: 'application/zip', fileSize: 10 } });
    expect(zip.status).toBe(400);
  });
});

describe('chat profile', () => {
  it('saves name, contact details and status with a version, and the audience shows the new name', async () => {
    const current = (await api('GET', '/chat/profile', { as: RED_MESA.shop })).body.profile;
    const saved = await api('PUT', '/chat/profile', {
      as: RED_MESA.shop,
      body: { displayName: 'Luis O.', chatStatus: 'away', phoneNumber: '(602) 555-0199', email: 'luis@redmesa.test', photoPath: null, version: current.version },
    });
    expect(saved.body.profile).toMatchObject({ displayName: 'Luis O.', chatStatus: 'away', version: current.version + 1 });
    const stale = await api('PUT', '/chat/profile', { as: RED_MESA.shop, body: { ...saved.body.profile, photoPath: null, version: current.version, photoURL: undefined } });
    expect(stale.status).toBe(409);
    const names = (await api('GET', '/chat/directory', { as: RED_MESA.owner })).body.users.map((u: any) => u.name);
    expect(names).toContain('Luis O.');
  });
});
