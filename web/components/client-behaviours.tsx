import type { Region } from '@showcase/schemas/regions';
import type { ThirdPartyConfig } from '@/lib/third-party';
import { ChatButton } from './client/chat-button';
import { PageView } from './client/page-view';
import { ThirdPartyScripts } from './third-party-scripts';

/**
 * Everything a region's pages do in the browser beyond their content: third-party scripts, the virtual page
 * view and, on us paths, the chat button (or, with no widget configured, a line in the console saying so).
 * Recovery from an older deployment's chunks is not here: it must run before hydration (lib/ui/chunk-recovery).
 * Mounted once by the region layout:
 *
 *   <ClientBehaviours region={region} config={thirdPartyConfig()} />
 */
export function ClientBehaviours({ region, config }: { region: Region; config: ThirdPartyConfig }) {
  return (
    <>
      <ThirdPartyScripts config={config} region={region} />
      <PageView region={region} />
      <ChatButton src={config.chatWidgetSrc} />
    </>
  );
}
