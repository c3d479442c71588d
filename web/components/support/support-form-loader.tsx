'use client';

import dynamic from 'next/dynamic';

/**
 * The support form, fetched only where it is shown: the catch-all route's other pages (product pages
 * included) would otherwise load it and react-hook-form with their first JavaScript. Rendered on the server
 * all the same, so the form is there before its code.
 */
export const SupportFormLoader = dynamic(() => import('./support-form').then((module) => module.SupportForm));
