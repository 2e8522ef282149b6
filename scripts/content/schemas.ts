import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BLOCK_CATALOGUE } from '../../schemas/content/block-catalogue';

export const DEFAULT_SCHEMAS_DIR = 'dist/content-schemas';
/** The manifest beside the schemas: every block type, its version and its schema file. */
export const SCHEMAS_INDEX = 'index.json';

/**
 * `schemas [outDir]`: one JSON Schema (draft 2020-12) per registered block type (<type>.json),
 * describing the block's `data`, and index.json listing type, version and file. Only standard
 * keywords, so any validator compiles them in its strict mode (block versions are in the index).
 */
export async function schemasCommand(outDir = DEFAULT_SCHEMAS_DIR, log = console.log): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const index: Array<{ type: string; version: number; schema: string }> = [];
  for (const definition of BLOCK_CATALOGUE) {
    const schema = z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any' });
    const file = `${definition.type}.json`;
    const document = {
      $id: file,
      title: definition.type,
      description: `The data of a "${definition.type}" block, version ${definition.version}: stored in a canvas as { id, type: "${definition.type}", version: ${definition.version}, data }.`,
      ...schema,
    };
    await writeFile(path.join(outDir, file), `${JSON.stringify(document, null, 2)}\n`);
    index.push({ type: definition.type, version: definition.version, schema: file });
  }
  await writeFile(path.join(outDir, SCHEMAS_INDEX), `${JSON.stringify({ blocks: index }, null, 2)}\n`);
  log(`${BLOCK_CATALOGUE.length} block schema(s) and ${SCHEMAS_INDEX} written to ${outDir}`);
  return 0;
}
