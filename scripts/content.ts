/**
 * The content CLI: npm run content -- <command>
 *   validate <dir|file>                  check canvas/document JSON files against the block registry
 *   publish <dir> [--draft] [--url U] [--token T]   send documents to PUT {U}/content/v1/documents
 *   schemas [outDir]                     write a JSON Schema per block type
 *   token [--site id] [--preview]        print a dev editor (or preview) token
 * Exit codes: 0 done, 1 a file failed or a write was refused, 2 the command was called wrongly.
 */
import { parseArgs, UsageError } from './content/files';
import { publishCommand } from './content/publish';
import { schemasCommand } from './content/schemas';
import { tokenCommand } from './content/token';
import { validateCommand } from './content/validate';

const USAGE = `usage: npm run content -- <command>

  validate <dir|file>                       check canvas or document JSON files against the block registry
  publish <dir> [--draft] [--url <api>] [--token <t>]
                                            send documents to PUT <api>/content/v1/documents
                                            (default ${'http://localhost:4321/api'}; --draft saves drafts only)
  schemas [outDir]                          write a JSON Schema per block type (default dist/content-schemas)
  token [--site <id>] [--preview]           print a dev editor (or preview) token signed with the secret in
                                            DATA_DIR (run with the server's DATA_DIR or CONTENT_PREVIEW_SECRET)

exit codes: 0 done, 1 a file failed or a write was refused, 2 the command was called wrongly`;

const [command, ...rest] = process.argv.slice(2);
const { positional, options } = parseArgs(rest);

/** Options each command takes: a misspelt one (--drat) is an error, not silently ignored. */
const OPTIONS: Readonly<Record<string, readonly string[]>> = { validate: [], publish: ['draft', 'url', 'token'], schemas: [], token: ['site', 'preview'] };

async function run(): Promise<number> {
  const known = command ? OPTIONS[command] : undefined;
  const unknown = known ? Object.keys(options).filter((name) => !known.includes(name)) : [];
  if (unknown.length > 0) throw new UsageError(`${command}: unknown option --${unknown[0]}\n\n${USAGE}`);
  switch (command) {
    case 'validate':
      return validateCommand(positional[0]);
    case 'publish':
      return publishCommand(positional[0], options);
    case 'schemas':
      return schemasCommand(positional[0]);
    case 'token':
      return tokenCommand(options);
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return 0;
    case undefined:
      console.log(USAGE);
      return 2;
    default:
      console.error(`unknown command '${command}'\n`);
      console.log(USAGE);
      return 2;
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    // Unexpected: the message, and the stack only when asked for (DEBUG=1).
    console.error(process.env.DEBUG ? error : `content: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  },
);
