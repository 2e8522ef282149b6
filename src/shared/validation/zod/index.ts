/** zod 4 schemas built from the validation rules; server code imports these, forms the rules. */
export * from './to-zod-issue';
export * from './fields';
export * from './forms';
