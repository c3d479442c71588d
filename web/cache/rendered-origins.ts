/**
 * The origins a page names when it renders (canonical and alternate links, JSON-LD, the link to cn's host), as
 * one text: SITE_ORIGIN and CN_ORIGIN, else the local server's (schemas/hosts.ts). cache/build.ts writes the
 * build's into the page cache's bundle, and the page cache serves the build's pages only where they are the
 * server's own.
 */
import { cnOrigin, type HostSettings, mainOrigin } from '@showcase/schemas/hosts';
import { settings } from '@showcase/schemas/settings';

export const renderedOrigins = (env: HostSettings = settings()) => `${mainOrigin(env)} ${cnOrigin(env)}`;
