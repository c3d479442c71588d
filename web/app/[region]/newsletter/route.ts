import { newsletterFormPost } from '@/lib/account-service/route';

type Params = { params: Promise<{ region: string }> };

/** The footer's newsletter form, posted before (or without) JavaScript: see newsletterFormPost. */
export async function POST(request: Request, { params }: Params) {
  return newsletterFormPost(request, (await params).region);
}
