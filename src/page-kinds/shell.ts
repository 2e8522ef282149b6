import { getPopups } from '@lib/api/content';
import { pagePartBlocks } from '@lib/content/page-part';
import type { PageContext } from '@lib/page/page-context';
import { resolveCanvas } from '@shared/content/resolve-canvas';
import type { ResolvedNode } from '@shared/content/resolved';

/** What the page shell (BaseLayout) shows on every page besides the page itself: started with the page, awaited where they render. */
export interface ShellLoads {
  /** The site's pop-up blocks; empty when the list fails (pop-ups are extras). */
  readonly popups: Promise<readonly ResolvedNode[]>;
  /** The footer document's blocks; empty when there is none or it fails. */
  readonly footer: Promise<readonly ResolvedNode[]>;
}

type ShellContext = Pick<PageContext, 'api' | 'siteId' | 'preview' | 'previewAccess'> & { readonly popups?: boolean };

const NONE: Promise<readonly ResolvedNode[]> = Promise.resolve([]);

export function startShellLoads(ctx: ShellContext): ShellLoads {
  const { api } = ctx;
  if (!api) return { popups: NONE, footer: NONE };
  const popups = ctx.popups === false ? NONE : getPopups(api, { siteId: ctx.siteId, access: ctx.previewAccess }).then(
    (list) =>
      list.items.flatMap((canvas) =>
        resolveCanvas(canvas, { preview: ctx.preview, page: `popups/${ctx.siteId}/${canvas.id}` }).blocks.filter((node) => node.type === 'popup'),
      ),
    (error: unknown) => {
      console.error('[content] pop-ups could not be loaded:', error);
      return [];
    },
  );
  const footer = pagePartBlocks(ctx, `footer/${ctx.siteId}`).then(
    (blocks) => blocks ?? [],
    (error: unknown) => {
      console.error('[content] footer could not be loaded:', error);
      return [];
    },
  );
  return { popups, footer };
}
