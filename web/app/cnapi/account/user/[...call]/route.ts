import { accountRoutes } from '@/lib/account-service/route';

export const { GET, POST, PUT, PATCH, DELETE } = accountRoutes('cn');
