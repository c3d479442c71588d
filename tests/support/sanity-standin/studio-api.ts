/**
 * What the Studio asks of Sanity's project API before it shows anything and while it runs: who the editor is,
 * the project, its datasets and the editor's grants. The stand-in has one project member, an administrator
 * who signs in with `EDITOR_TOKEN`; any other caller is anonymous (401), as a bad token is on Sanity.
 */
import type { Req } from './http';

export const EDITOR_TOKEN = 'standin-editor-token';

export const EDITOR = {
  id: 'pStandInEditor',
  name: 'Stand-in Editor',
  email: 'editor@standin.example',
  profileImage: null,
  provider: 'sanity',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
};

export const isEditor = (req: Req) => req.headers.authorization === `Bearer ${EDITOR_TOKEN}`;

/** Sanity's editor role: every document readable, creatable, editable, with history. */
const EDITOR_GRANTS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] }];

type Answer = { status: number; body: unknown } | undefined;

const ok = (body: unknown): Answer => ({ status: 200, body });

/**
 * One stand-in's answers: for `path` (the part after /v{version}), or undefined when the Studio asked for
 * something the stand-in does not know, which then answers 404.
 */
export type StudioApi = (req: Req, path: string, body: () => Promise<unknown>) => Promise<Answer>;

export function createStudioApi(): StudioApi {
  /** The editor's Studio preferences (list layouts, time zones), kept for the stand-in's life as Sanity keeps them. */
  const preferences = new Map<string, unknown>();
  return async (req, path, body) => {
    const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Not authorized' } };
    if (path === '/users/me') return isEditor(req) ? ok(EDITOR) : unauthorized;
    if (path === '/auth/id') return isEditor(req) ? ok({ id: EDITOR.id }) : unauthorized;
    // The project has none of Sanity's optional features (comments, tasks, scheduled publishing…).
    if (path === '/features') return ok([]);
    // The editor never agreed to telemetry, so the Studio sends none.
    if (path.startsWith('/intake/telemetry-status')) return ok({ status: 'denied' });
    const keyvalue = /^\/users\/me\/keyvalue(?:\/(.+))?$/.exec(path);
    if (keyvalue) {
      if (!isEditor(req)) return unauthorized;
      if (req.method === 'PUT') {
        const pairs = (await body()) as { key: string; value: unknown }[];
        for (const { key, value } of pairs) preferences.set(key, value);
        return ok(pairs);
      }
      const keys = (keyvalue[1] ?? '').split(',').filter(Boolean);
      return ok(keys.map((key) => ({ key, value: preferences.get(key) ?? null })));
    }
    const project = /^\/projects\/([\w-]+)(\/.*)?$/.exec(path);
    if (project) {
      const [, projectId, rest = ''] = project;
      if (!isEditor(req)) return unauthorized;
      if (rest === '')
        return ok({
          id: projectId,
          displayName: 'Roboshift (stand-in)',
          studioHost: null,
          isBlocked: false,
          isDisabled: false,
          isDisabledByUser: false,
          metadata: {},
          members: [{ id: EDITOR.id, role: 'administrator', roles: EDITOR.roles, isCurrentUser: true, isRobot: false }],
          features: [],
          organizationId: null,
        });
      if (rest === '/datasets') return ok([{ name: 'production', aclMode: 'public' }]);
      if (/^\/datasets\/[\w-]+\/acl$/.test(rest)) return ok(EDITOR_GRANTS);
    }
    return undefined;
  };
}
