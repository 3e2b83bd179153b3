import { ANY_SIGNED_IN, type RouteAccess, type RouteDef } from '#lambdas/route-types';

const read: RouteAccess = { table: 'read', uploads: 'read' };
const write: RouteAccess = { table: 'readWrite', uploads: 'read', sockets: true };
const room = '/chat/rooms/{roomId}';
const message = `${room}/messages/{messageId}`;

/** Chat, broadcasts and alerts (spec part 1 §2.4, §3.3, §4, §6, §7). Membership is checked per room. */
export const chatRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/chat/rooms', handler: 'chat/rooms/list-rooms', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's rooms, newest message first, with unread counts", replaces: 'bind user rooms',
    access: read,
  },
  {
    method: 'POST', path: '/chat/rooms', handler: 'chat/rooms/create-room', minRole: ANY_SIGNED_IN, scope: 'company',
    summary: 'Create a room from the audience, or reuse the one with the same members', replaces: 'create room; check for an existing room',
    access: write,
  },
  {
    method: 'GET', path: room, handler: 'chat/rooms/get-room', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'One room of the caller', replaces: 'rooms (get)',
    access: read,
  },
  {
    method: 'PATCH', path: room, handler: 'chat/rooms/update-room', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: "Owner: rename, audience and options (versioned)", replaces: 'rooms (update)',
    access: write,
  },
  {
    method: 'DELETE', path: room, handler: 'chat/rooms/delete-room', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Owner: delete the room, its messages, broadcasts and attachments', replaces: 'rooms (delete)',
    access: { table: 'readWrite', uploads: 'readWrite', sockets: true, schedules: true },
  },
  {
    method: 'POST', path: `${room}/read`, handler: 'chat/rooms/mark-read', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Mark the room read for the caller', replaces: 'callable updateLastRead',
    access: { table: 'readWrite', sockets: true },
  },
  {
    method: 'GET', path: `${room}/members`, handler: 'chat/rooms/list-members', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Members with name, domicile, role, photo and status',
    access: read,
  },
  {
    method: 'GET', path: `${room}/messages`, handler: 'chat/messages/list-messages', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Messages, 50 a page newest first, or after an id to catch up', replaces: 'rooms messages (page size 50)',
    access: read,
  },
  {
    method: 'POST', path: `${room}/messages`, handler: 'chat/messages/send-message', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Send text and/or media; pushed live to the members', replaces: 'rooms messages (add)',
    access: write,
  },
  {
    method: 'DELETE', path: message, handler: 'chat/messages/delete-message', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Delete a message (role below 8 or its sender)', replaces: 'rooms messages (delete)',
    access: { table: 'readWrite', uploads: 'readWrite', sockets: true },
  },
  {
    method: 'POST', path: `${message}/like`, handler: 'chat/messages/like-message', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Like a message', replaces: 'rooms messages likes',
    access: { table: 'readWrite', sockets: true },
  },
  {
    method: 'DELETE', path: `${message}/like`, handler: 'chat/messages/like-message', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Take a like back', replaces: 'rooms messages likes',
    access: { table: 'readWrite', sockets: true },
  },
  {
    method: 'POST', path: `${message}/acknowledgement`, handler: 'chat/broadcasts/acknowledge', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: 'Acknowledge a broadcast (likes on the message and the scheduled copy)',
    access: write,
  },
  {
    method: 'GET', path: '/chat/acknowledgements', handler: 'chat/broadcasts/list-pending-acknowledgements', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: 'Broadcasts the caller still has to acknowledge',
    access: read,
  },
  {
    method: 'GET', path: `${room}/scheduled`, handler: 'chat/broadcasts/list-scheduled', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'room',
    summary: "The caller's scheduled broadcasts in the room", replaces: 'load scheduled messages (page size 100)',
    access: read,
  },
  {
    method: 'POST', path: `${room}/scheduled`, handler: 'chat/broadcasts/create-scheduled', minRole: 8, scope: 'own', owner: 'room',
    summary: 'Schedule a broadcast (one-time EventBridge schedule)', replaces: 'schedule a message',
    access: { ...read, table: 'readWrite', schedules: true },
  },
  {
    method: 'PUT', path: `${room}/scheduled/{scheduledId}`, handler: 'chat/broadcasts/update-scheduled', minRole: 8, scope: 'own', owner: 'room',
    summary: 'Edit an unsent broadcast and move its schedule', replaces: 'update a scheduled message',
    access: { ...read, table: 'readWrite', schedules: true },
  },
  {
    method: 'DELETE', path: `${room}/scheduled/{scheduledId}`, handler: 'chat/broadcasts/delete-scheduled', minRole: 8, scope: 'own', owner: 'room',
    summary: 'Delete an unsent broadcast and its schedule', replaces: 'delete a scheduled message',
    access: { table: 'readWrite', schedules: true },
  },
  {
    method: 'GET', path: '/chat/directory', handler: 'chat/rooms/list-directory', minRole: ANY_SIGNED_IN, scope: 'company',
    summary: 'Audience selector: everyone for role below 7, else admins only', replaces: 'bind the company user directory',
    access: { table: 'read' },
  },
  {
    method: 'GET', path: '/chat/profile', handler: 'chat/profile/get-chat-profile', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "The caller's chat profile",
    access: read,
  },
  {
    method: 'PUT', path: '/chat/profile', handler: 'chat/profile/update-chat-profile', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'caller',
    summary: "Update the caller's chat profile (versioned)",
    access: { table: 'readWrite', uploads: 'read' },
  },
  {
    method: 'GET', path: '/chat/outbox', handler: 'alerts/list-outbox', minRole: 3, scope: 'company',
    summary: "The company's outgoingMail: alerts sent, failed, or kept in the local outbox", replaces: 'outgoingMail',
    access: { table: 'read' },
    stack: 'alerts', // deployed with the alerts handlers, and a route never changes stack
  },
];
