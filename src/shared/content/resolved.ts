/** A block that passed validation, ready to render. */
export interface ResolvedBlock {
  readonly kind: 'block';
  readonly id: string;
  readonly type: string;
  readonly version: number;
  readonly data: Record<string, unknown>;
  /** Resolved child blocks by the path of the list that holds them: `blocks`, `variants.0.targets`. */
  readonly children: Record<string, ResolvedNode[]>;
}

export interface FieldIssue {
  /** Dotted path inside the block's data, e.g. `media.mobile.src`; '' for the block itself. */
  readonly path: string;
  readonly message: string;
}

/** Preview only: stands in for a block that could not be shown, naming what failed. */
export interface PlaceholderNode {
  readonly kind: 'placeholder';
  readonly id: string;
  readonly type: string;
  readonly issues: readonly FieldIssue[];
}

export type ResolvedNode = ResolvedBlock | PlaceholderNode;

export interface BlockDiagnostic {
  readonly blockId: string;
  /** Where a nested block sits: its parents' ids and fields, `section1.blocks.` or `exp1.variants.0.targets.`. */
  readonly location?: string;
  readonly type: string;
  readonly page: string;
  readonly issues: readonly FieldIssue[];
}
