import { accountRoutes } from '@/lib/accounts/route';

export const { GET, POST, PUT, PATCH, DELETE } = accountRoutes('cn');
