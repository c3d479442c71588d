import { unknownApiRoutes } from '@/lib/account-service/route';

export const { GET, POST, PUT, PATCH, DELETE } = unknownApiRoutes('us');
