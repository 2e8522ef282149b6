import { MESSAGE_LANGUAGES, type MessageLanguage } from '@shared/i18n/messages';

/*
 * Every message catalogue, found by its place (src/shared/i18n/messages/<area>/<language>.ts), so
 * an area added there is read by the parity, §8 and language tests without being listed.
 */
const files = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../src/shared/i18n/messages/*/{en,fr,de,it}.ts', { eager: true });

export type AreaCatalogues = Readonly<Record<MessageLanguage, Readonly<Record<string, string>>>>;

/** Area name (the folder) → its catalogue in every language. */
export const CATALOGUES: Readonly<Record<string, AreaCatalogues>> = (() => {
  const areas: Record<string, Partial<Record<MessageLanguage, Readonly<Record<string, string>>>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const [, area, language] = /\/messages\/([\w-]+)\/(\w+)\.ts$/.exec(path)!;
    (areas[area!] ??= {})[language as MessageLanguage] = module[language!]!;
  }
  for (const [area, catalogues] of Object.entries(areas)) {
    for (const language of MESSAGE_LANGUAGES) if (!catalogues[language]) throw new Error(`${area} has no ${language}.ts`);
  }
  return areas as Record<string, AreaCatalogues>;
})();
