import { AccountScreen, LOGIN_REGIONS, screenMetadata } from '@/components/account/account-screen';

type Props = { params: Promise<{ region: string }> };

export const generateStaticParams = () => LOGIN_REGIONS.map((region) => ({ region }));
export const generateMetadata = ({ params }: Props) => screenMetadata(params, 'verify');

export default function Page({ params }: Props) {
  return <AccountScreen params={params} screen="verify" />;
}
