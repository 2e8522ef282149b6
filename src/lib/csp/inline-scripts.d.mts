export declare const ZOD_JITLESS_SCRIPT: string;
export declare const PAGE_VIEW_SCRIPT: string;
export declare const ASSOCIATE_HEAD_SCRIPT: string;
export declare const HEAD_SCRIPT: string;
export declare const BENEFIT_BAR_SCRIPT: string;
export declare const INLINE_SCRIPTS: readonly string[];
