import { supportHandler } from '@/lib/support/handlers';

export const POST = supportHandler('contact', '/usapi');
