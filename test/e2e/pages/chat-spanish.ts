import type { Page } from 'playwright-core';
import { waitFor } from '../../support/poll.ts';
import { api, RED_MESA } from '../../support/tokens.ts';

/**
 * The chat screens a driver sees, for the Spanish check of test/e2e/driver-spanish.test.ts: each opens
 * from the Documents page (already in Spanish, unlike Drive's cards) and names a Spanish text that shows
 * it is loaded. The room, the owner's message and the broadcast are made over the API by Red Mesa's owner;
 * `deleteChatScreensRoom` removes the room, and with it any acknowledgement still waiting.
 */
export interface ChatScreen {
  path: string;
  ready: string;
  open: (page: Page) => Promise<void>;
  leave?: (page: Page) => Promise<void>;
}

const PATH = '/tractor-documents';
let room: { id: string; name: string } | null = null;

async function uidOf(email: string): Promise<string> {
  return (await api('GET', '/me', { as: email })).body.user.uid;
}

/** Dana's room with Jake and one message of hers, made once. */
async function chatRoom(): Promise<{ id: string; name: string }> {
  if (room) return room;
  const made = await api('POST', '/chat/rooms', { as: RED_MESA.owner, body: { name: `Patio Phoenix ${Date.now()}`, members: [await uidOf(RED_MESA.driver)] } });
  if (made.status !== 201) throw new Error(`room not made: ${made.status}`);
  room = made.body.room as { id: string; name: string };
  const sent = await api('POST', `/chat/rooms/${room.id}/messages`, { as: RED_MESA.owner, body: { text: 'Puerta 4 cerrada hoy' } });
  if (sent.status >= 300) throw new Error(`message not sent: ${sent.status}`);
  return room;
}

/** A broadcast of Dana's in the room, sent by the local scheduler two seconds from now. */
async function sentBroadcast(roomId: string): Promise<void> {
  const at = new Date(Date.now() + 2_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const body = {
    text: 'Báscula cerrada el lunes',
    scheduledFor: at.toISOString(),
    scheduledDay: `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`,
    scheduledTime: `${p(at.getHours())}:${p(at.getMinutes())}`,
    highAlert: false,
  };
  const made = await api('POST', `/chat/rooms/${roomId}/scheduled`, { as: RED_MESA.owner, body });
  if (made.status !== 201) throw new Error(`broadcast not scheduled: ${made.status}`);
  const id = made.body.scheduled.id as string;
  await waitFor(async () => (await api('GET', `/chat/rooms/${roomId}/scheduled`, { as: RED_MESA.owner })).body.scheduled as Array<{ id: string; sent: boolean }>, (all) => all.some((s) => s.id === id && s.sent), 15_000);
}

async function openChat(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menú del chofer' }).getByRole('button', { name: /^Chat/ }).click();
  await page.getByRole('navigation', { name: 'Chats' }).waitFor();
}

async function openRoom(page: Page): Promise<void> {
  const { name } = await chatRoom();
  await openChat(page);
  await page.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('log', { name: 'Mensajes' }).getByText('Puerta 4 cerrada hoy').waitFor();
}

export const CHAT_SCREENS: ChatScreen[] = [
  {
    path: PATH,
    ready: 'Nuevo',
    open: async (page) => {
      await chatRoom();
      await openChat(page);
    },
  },
  {
    path: PATH,
    ready: 'Para recibir alertas del chat',
    open: async (page) => {
      await openChat(page);
      await page.getByRole('button', { name: 'Perfil del chat', exact: true }).click();
    },
  },
  {
    path: PATH,
    ready: 'Confirmar lectura',
    open: async (page) => {
      await sentBroadcast((await chatRoom()).id);
      // The broadcast reaches an open page live; a fresh load asks for waiting ones too.
      await page.goto(PATH);
    },
    leave: async (page) => {
      await page.getByRole('button', { name: 'Confirmar lectura' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    },
  },
  { path: PATH, ready: 'Aviso', open: openRoom },
  {
    path: PATH,
    ready: 'Propietario',
    open: async (page) => {
      await openRoom(page);
      await page.getByRole('button', { name: 'Miembros', exact: true }).click();
    },
  },
];

/** Deletes the room of the chat screens (its messages, broadcasts and waiting acknowledgements go with it). */
export async function deleteChatScreensRoom(): Promise<void> {
  if (!room) return;
  await api('DELETE', `/chat/rooms/${room.id}`, { as: RED_MESA.owner });
  room = null;
}
