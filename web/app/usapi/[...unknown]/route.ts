import { unknownApiRoutes } from '@/lib/accounts/route';

export const { GET, POST, PUT, PATCH, DELETE } = unknownApiRoutes('us');
