import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';

export const uploadRoutes: RouteDef[] = [
  {
    ownFunction: true,
    method: 'POST', path: '/uploads', handler: 'uploads/create-upload', minRole: ANY_SIGNED_IN, scope: 'own', owner: 'upload-folder',
    summary: 'Presigned POST to companyProfile/{companyId}/{savePath}/{fileName} with size and type limits',
    replaces: 'storage upload with custom metadata', access: { table: 'read', uploads: 'readWrite' },
  },
];
