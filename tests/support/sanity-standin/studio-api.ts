/**
 * What the Studio asks of Sanity's project API before it shows anything and while it runs: who the editor is,
 * the project, its datasets and the editor's grants, and the calls it makes on the side (upsell and onboarding
 * content, release limits, help, access requests, telemetry), each answered as Sanity answers a project on a
 * plan that has nothing to offer there. The stand-in has one project member, an administrator who signs in
 * with `EDITOR_TOKEN`; any other caller is anonymous (401), as a bad token is on Sanity.
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

/**
 * The administrator's project grants, by resource. Not `deployStudio`: with it the Studio would upload its
 * schema to the project, which the stand-in has no use for.
 */
const PROJECT_GRANTS = {
  'sanity.project': [{ grants: [{ name: 'read' }, { name: 'update' }], config: {} }],
  'sanity.project.datasets': [{ grants: [{ name: 'read' }], config: {} }],
  'sanity.document.filter': [
    {
      grants: ['read', 'create', 'update', 'history'].map((name) => ({ name })),
      config: { filter: '_id in path("**")' },
    },
  ],
};

const FEATURES = ['contentReleases'];
const DATASETS = [{ name: 'production', aclMode: 'public' }];

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
    // Content releases, which the stand-in keeps (releases.ts); none of Sanity's other optional features
    // (comments, tasks, scheduled publishing…).
    if (path === '/features') return ok(FEATURES);
    // The editor never agreed to telemetry, so the Studio sends none; what it sends anyway is taken.
    if (path.startsWith('/intake/telemetry-status')) return ok({ status: 'denied' });
    if (path.startsWith('/intake/')) return ok({});
    // Upsell and onboarding content (journey/<feature>, trial, announcements): none to show.
    if (path === '/journey/announcements') return ok([]);
    if (path.startsWith('/journey/trial')) return ok({});
    if (path.startsWith('/journey/')) return ok(null);
    // The API's reachability check, the help menu's links (none: the menu shows its own) and the caller's country.
    if (path === '/ping') return ok('PONG');
    // Whether the caller's origin may call the API (the live client asks when its stream fails): every one may.
    if (path === '/check/cors') return ok({ result: { allowed: true, withCredentials: true } });
    // Vision's dataset picker asks the project host.
    if (path === '/datasets') return isEditor(req) ? ok(DATASETS) : unauthorized;
    if (path === '/help') return ok({ resources: {} });
    if (path === '/geoip/country') return ok({ isoCode: null });
    // Scheduled publishing, which the Studio checks for: nothing scheduled.
    if (/^\/schedules\/[\w-]+\/[\w-]+$/.test(path)) return ok({ schedules: [] });
    if (path === '/access/requests/me') return isEditor(req) ? ok([]) : unauthorized;
    // The project's plan: what the Studio shows of it, and how long history is kept (the stand-in keeps it all).
    if (/^\/subscriptions\/project\/[\w-]+$/.test(path))
      return ok({
        plan: { name: 'Stand-in' },
        featureTypes: { retention: { features: [{ attributes: { maxRetentionDays: 3650 } }] } },
      });
    const users = /^\/users\/([\w,-]+)$/.exec(path);
    if (users && users[1] !== 'me') {
      if (!isEditor(req)) return unauthorized;
      const found = (users[1] ?? '').split(',').includes(EDITOR.id) ? [EDITOR] : [];
      return ok(found);
    }
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
      // The one dataset; it has no add-on datasets (comments keep theirs in one: the project has no comments).
      if (rest === '/datasets')
        return ok(new URL(req.url ?? '/', 'http://standin').searchParams.has('datasetProfile') ? [] : DATASETS);
      if (/^\/datasets\/[\w-]+\/acl$/.test(rest)) return ok(EDITOR_GRANTS);
      if (rest === '/grants') return ok(PROJECT_GRANTS);
      if (rest === '/roles') return ok(EDITOR.roles);
      if (rest === '/features') return ok(FEATURES);
      // No other Studio or app is deployed for the project.
      if (rest === '/user-applications') return ok([]);
      // Releases within the plan's limits: the Studio lets the editor create them.
      if (rest === '/new-content-release-allowed')
        return ok({ data: { datasetReleaseLimit: 100, orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: 0 } });
    }
    return undefined;
  };
}
