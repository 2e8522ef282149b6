import { resolveCanvas } from '../../../registry/resolve-canvas';

export interface BlockProblem {
  readonly blockId: string;
  readonly type: string;
  /** Dotted field path inside the block's data; '' for the block itself. */
  readonly path: string;
  readonly message: string;
}

/** Every problem of every block (children included), as the registry sees it. Empty when the canvas is valid. */
export function canvasProblems(canvas: { blocks: readonly unknown[] }, page: string): BlockProblem[] {
  const { diagnostics } = resolveCanvas(canvas, { preview: true, page, warn: () => {} });
  return diagnostics.flatMap((diagnostic) =>
    diagnostic.issues.map((issue) => ({ blockId: diagnostic.blockId, type: diagnostic.type, path: issue.path, message: issue.message })),
  );
}

export function describeProblem(problem: BlockProblem): string {
  return `block "${problem.blockId}" (${problem.type}) ${problem.path || '(block)'}: ${problem.message}`;
}
