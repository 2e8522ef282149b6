/**
 * The content CLI: npm run content -- <command>
 *   validate <dir>                       check canvas/document JSON files against the block registry
 *   publish <dir> [--draft] [--url U] [--token T]   send documents to PUT {U}/content/v1/documents
 *   schemas [outDir]                     write a JSON Schema per block type
 *   token [--site id] [--preview]        print a dev editor (or preview) token
 */
import { parseArgs } from './content/files';
import { publishCommand } from './content/publish';
import { schemasCommand } from './content/schemas';
import { tokenCommand } from './content/token';
import { validateCommand } from './content/validate';

const [command, ...rest] = process.argv.slice(2);
const { positional, options } = parseArgs(rest);

async function run(): Promise<number> {
  switch (command) {
    case 'validate':
      return validateCommand(positional[0]);
    case 'publish':
      return publishCommand(positional[0], options);
    case 'schemas':
      return schemasCommand(positional[0]);
    case 'token':
      return tokenCommand(options);
    default:
      console.log('usage: npm run content -- <validate <dir> | publish <dir> [--draft] [--url …] [--token …] | schemas [outDir] | token>');
      return 2;
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
