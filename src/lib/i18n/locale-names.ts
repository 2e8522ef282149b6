const names = new Map<string, string>();

/**
 * "Country · language" of a locale tag in its own language ('fr-CA' → 'Canada · français'), as a
 * locale picker shows it. Intl.DisplayNames is slow to build, so each tag is named once.
 */
export function localeSelfName(tag: string): string {
  let name = names.get(tag);
  if (name === undefined) {
    const [language = tag, region = ''] = tag.split('-');
    const country = new Intl.DisplayNames([tag], { type: 'region' }).of(region) ?? tag;
    const languageName = new Intl.DisplayNames([tag], { type: 'language' }).of(language) ?? tag;
    name = `${country} · ${languageName}`;
    names.set(tag, name);
  }
  return name;
}
