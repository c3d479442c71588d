'use server';

import { REGION_INFO } from '@showcase/schemas/regions';
import { headers } from 'next/headers';
import { asApiCall, postedRegion, postedValues } from '../http/form-post';
import { FORMS, type FormKind } from './forms';
import { supportHandler } from './handlers';
import { type Outcome, outcomeOf } from './outcome';

/** What a support form posted without scripts renders with: the shopper's values and what became of them. */
export type PostedForm = { values: Readonly<Record<string, string>>; outcome: Outcome } | null;

const REFUSED: PostedForm = { values: {}, outcome: { failed: null } };

/**
 * A support form posted without scripts, or before they ran: the page's form hands it here (React's form
 * action), it goes through the API route's own handler, and the page renders again, for this request only, with
 * the form and the shopper's values and errors, or with the reference. The form names its kind and region in
 * two hidden fields; a region this host does not serve, or a kind no form has, gets the form's failure text.
 */
export async function submitSupportForm(_previous: PostedForm, data: FormData): Promise<PostedForm> {
  const kind = data.get('form');
  const sent = await headers();
  const region = postedRegion(data, sent);
  if (typeof kind !== 'string' || !Object.hasOwn(FORMS, kind) || !region) return REFUSED;
  const form = FORMS[kind as FormKind];
  const values = postedValues(data, Object.keys(form.fields));
  const { apiBase } = REGION_INFO[region];
  // A box the browser sends ticked is the API's `true`; an unticked one is not sent at all.
  const body = { ...values, consent: values.consent === 'on' };
  const call = asApiCall(`http://site${apiBase}/support/${form.endpoint}`, sent, region, body);
  const answer = await supportHandler(kind as FormKind, apiBase)(call);
  return { values, outcome: outcomeOf(await answer.json(), form.fields) };
}
