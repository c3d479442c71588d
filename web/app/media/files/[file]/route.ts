import { fileResponse } from '@/lib/media/embedded-assets';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return fileResponse((await params).file);
}
