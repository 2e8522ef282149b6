import { resolveCanvas } from '../../../shared/content/resolve-canvas';

export interface BlockProblem {
  readonly blockId: string;
  /** Where a nested block sits (`section1.blocks.`, `exp1.variants.0.targets.`); empty at the top. */
  readonly location: string;
  readonly type: string;
  /** Dotted field path inside the block's data; '' for the block itself. */
  readonly path: string;
  readonly message: string;
}

/** Every problem of every block (children included), as the registry sees it. Empty when the canvas is valid. */
export function canvasProblems(canvas: { blocks: readonly unknown[] }, page: string): BlockProblem[] {
  const { diagnostics } = resolveCanvas(canvas, { preview: true, page, warn: () => {} });
  return diagnostics.flatMap((diagnostic) =>
    diagnostic.issues.map((issue) => ({ blockId: diagnostic.blockId, location: diagnostic.location ?? '', type: diagnostic.type, path: issue.path, message: issue.message })),
  );
}

export function describeProblem(problem: BlockProblem): string {
  const where = problem.location ? ` in ${problem.location.replace(/\.$/, '')}` : '';
  return `block "${problem.blockId}" (${problem.type})${where} ${problem.path || '(block)'}: ${problem.message}`;
}

/** Blocks some document types must (or may only) hold, beyond each block's own schema. */
const DOC_TYPE_RULES: Readonly<Record<string, { only?: string; requires?: string }>> = {
  /** Pop-ups are shown on every page by the layout: a pop-up document holds popup blocks only. */
  popup: { only: 'popup', requires: 'popup' },
  /** The article-page block describes the article to the article search (title, picture, tags). */
  article: { requires: 'article-page' },
};

/** Problems of a canvas as a document of its type (empty when the type has no rule or it holds). */
export function documentProblems(docType: string, canvas: { blocks: ReadonlyArray<{ id?: unknown; type?: unknown }> }): BlockProblem[] {
  const rule = DOC_TYPE_RULES[docType];
  if (!rule) return [];
  const problems: BlockProblem[] = [];
  if (rule.only) {
    for (const block of canvas.blocks) {
      if (block.type !== rule.only) {
        problems.push({ blockId: String(block.id), location: '', type: String(block.type), path: '', message: `a ${docType} document holds ${rule.only} blocks only` });
      }
    }
  }
  if (rule.requires && !canvas.blocks.some((block) => block.type === rule.requires)) {
    problems.push({ blockId: '(canvas)', location: '', type: docType, path: '', message: `a ${docType} document needs a ${rule.requires} block` });
  }
  return problems;
}
