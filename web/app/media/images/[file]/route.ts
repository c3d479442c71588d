import type { NextRequest } from 'next/server';
import { imageResponse } from '@/lib/media/embedded-assets';

export async function GET(request: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  return imageResponse((await params).file, request.nextUrl.searchParams, request.headers.get('accept'));
}
