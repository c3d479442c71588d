'use server';

import { CODES } from '@showcase/schemas/api-codes';
import { REGION_INFO } from '@showcase/schemas/regions';
import { headers } from 'next/headers';
import { handleAccountCall } from '../account-service/http';
import { asApiCall, postedRegion, postedValues } from '../http/form-post';
import { catalogFor } from '../i18n/catalog';
import { wholesaleApplication } from './schemas';

/** What the wholesale form posted without scripts renders with: the values, each field's error, the outcome. */
export type PostedApplication = {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  reference?: string;
  failure?: string;
} | null;

const FIELDS = ['company', 'contactName', 'email', 'phone', 'country', 'website', 'businessType', 'message'];

/**
 * The wholesale application posted without scripts, or before they ran (React's form action): checked with the
 * browser's own schema in the page's language, then sent through the account service's call, as the script
 * sends it; the page renders again for this request only, with the values and errors, or the reference.
 */
export async function applyForWholesale(_previous: PostedApplication, data: FormData): Promise<PostedApplication> {
  const sent = await headers();
  const region = postedRegion(data, sent);
  if (!region) return null;
  const { locale, group, apiBase } = REGION_INFO[region];
  const text = catalogFor(locale).account;
  const values = postedValues(data, FIELDS);
  const checked = wholesaleApplication(text).safeParse(values);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { values, errors };
  }
  const { website, ...application } = checked.data;
  const body = { ...application, ...(website ? { website } : {}) };
  const call = asApiCall(`http://site${apiBase}/account/user/wholesale/apply`, sent, region, body);
  const answer = (await (await handleAccountCall(group, call, ['wholesale', 'apply'])).json()) as {
    code: number;
    msg: string;
    data: { reference?: unknown } | null;
  };
  if (answer.code === CODES.success && typeof answer.data?.reference === 'string')
    return { values: {}, errors: {}, reference: answer.data.reference };
  return { values, errors: {}, failure: answer.msg };
}
