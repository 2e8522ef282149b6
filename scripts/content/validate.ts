import { canvasBodySchema, contentDocumentInputSchema } from '../../schemas/content/document';
import { canvasProblems, describeProblem, documentProblems } from '../../src/server/domain/content/canvas-validation';
import { readJsonFiles, UsageError } from './files';

/** A file holds a whole document (siteId, locale, docType, key, canvas, publish) or just a canvas body. */
export function isDocumentFile(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'canvas' in json;
}

/** Problems of one file's content, as printable lines (empty when it is valid). */
export function fileProblems(json: unknown): string[] {
  const document = isDocumentFile(json);
  const parsed = document ? contentDocumentInputSchema.safeParse({ publish: true, ...(json as object) }) : canvasBodySchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
  }
  const canvas = 'canvas' in parsed.data ? parsed.data.canvas : parsed.data;
  const typeProblems = 'docType' in parsed.data ? documentProblems(parsed.data.docType, canvas) : [];
  return [...canvasProblems(canvas, 'cli'), ...typeProblems].map(describeProblem);
}

/** `validate <dir>`: prints every failing block with its field path; exit code 1 when any file fails. */
export async function validateCommand(dir: string | undefined, log = console.log): Promise<number> {
  if (!dir) throw new UsageError('usage: npm run content -- validate <dir|file>');
  const files = await readJsonFiles(dir);
  let failed = 0;
  for (const { file, json, error } of files) {
    const problems = error ? [error] : fileProblems(json);
    if (problems.length === 0) continue;
    failed += 1;
    for (const problem of problems) log(`${file}: ${problem}`);
  }
  log(`${files.length} file(s) checked, ${failed} failed.`);
  return failed > 0 ? 1 : 0;
}
