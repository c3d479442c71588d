import type { Region } from '@showcase/schemas/regions';
import type { PopupLoaderProps } from '@/components/account/new-user-popup-props';
import { type ThirdPartyConfig, thirdPartyScripts } from '@/lib/third-party';
import { LaterBehaviours } from './client/later-behaviours';
import { NavigationFocus } from './client/navigation-focus';
import { PageView } from './client/page-view';

/**
 * Everything a region's pages do in the browser beyond their content: the virtual page view at once, focus on
 * the new heading after a client-side move, and,
 * once the page has settled (LaterBehaviours), the third-party scripts, on us paths the chat button (or, with
 * no widget configured, a line in the console saying so) and on us pages the new-user popup. Recovery from an
 * older deployment's chunks is not here: it must run before hydration (lib/ui/chunk-recovery). Mounted once by
 * the region layout:
 *
 *   <ClientBehaviours region={region} config={thirdPartyConfig()} popup={…} />
 */
export function ClientBehaviours({
  region,
  config,
  popup,
}: {
  region: Region;
  config: ThirdPartyConfig;
  popup: PopupLoaderProps | null;
}) {
  return (
    <>
      {/* React hoists these into <head>: the connections open while the page loads. */}
      {config.preconnect.map((origin) => (
        <link key={origin} rel="preconnect" href={origin} />
      ))}
      <PageView region={region} />
      <NavigationFocus />
      <LaterBehaviours scripts={thirdPartyScripts(config, region)} chatWidgetSrc={config.chatWidgetSrc} popup={popup} />
    </>
  );
}
