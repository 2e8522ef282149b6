import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BLOCK_DEFINITIONS } from '../../registry/blocks';

export const DEFAULT_SCHEMAS_DIR = 'dist/content-schemas';

/** `schemas [outDir]`: one JSON Schema per registered block type (<type>.json), for editors' tools. */
export async function schemasCommand(outDir = DEFAULT_SCHEMAS_DIR, log = console.log): Promise<number> {
  await mkdir(outDir, { recursive: true });
  for (const definition of BLOCK_DEFINITIONS) {
    const schema = z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any' });
    const document = { $id: `${definition.type}.json`, title: definition.type, 'x-block-version': definition.version, ...schema };
    await writeFile(path.join(outDir, `${definition.type}.json`), `${JSON.stringify(document, null, 2)}\n`);
  }
  log(`${BLOCK_DEFINITIONS.length} block schema(s) written to ${outDir}`);
  return 0;
}
