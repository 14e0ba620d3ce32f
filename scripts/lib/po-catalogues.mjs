/**
 * The catalogue check (docs/i18n.md): the French catalogues hold exactly the English ones'
 * messages, each translated, with the same ICU placeholders ({name}, plural arguments) and
 * the same numbered tags (<0>…</0>, the links and emphasis inside a <Trans>). Pure, so its own
 * test plants a missing key and a lost placeholder.
 */

function unquote(line) {
  return JSON.parse(line.replace(/^(msgid|msgstr)\s+/, ''));
}

/** msgid → msgstr of a .po file (the header entry, msgid "", left out). */
export function parsePo(text) {
  const entries = new Map();
  for (const block of text.split(/\n\s*\n/)) {
    let field = null;
    const values = { msgid: '', msgstr: '' };
    for (const line of block.split('\n')) {
      const start = /^(msgid|msgstr) /.exec(line);
      if (start) {
        field = start[1];
        values[field] = unquote(line);
      } else if (field && line.startsWith('"')) {
        values[field] += JSON.parse(line);
      } else if (!line.startsWith('#')) field = null;
    }
    if (values.msgid) entries.set(values.msgid, values.msgstr);
  }
  return entries;
}

/** The placeholders and tags of an ICU message, sorted: what a translation must keep. */
export function placeholdersOf(message) {
  const names = [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map(([, name]) => `{${name}}`);
  const tags = [...message.matchAll(/<(\/?)(\d+)(\/?)>/g)].map(([tag]) => tag);
  return [...new Set(names)].sort().concat(tags.sort());
}

/** Every difference between a source catalogue and its translation, in words; [] when none. */
export function compareCatalogues(source, translation) {
  const problems = [];
  for (const id of source.keys()) {
    if (!translation.has(id)) problems.push(`missing: ${JSON.stringify(id)}`);
    else if (!translation.get(id)) problems.push(`untranslated: ${JSON.stringify(id)}`);
    else {
      const wanted = placeholdersOf(id).join(' ');
      const found = placeholdersOf(translation.get(id)).join(' ');
      if (wanted !== found)
        problems.push(
          `placeholders of ${JSON.stringify(id)}: [${wanted}] translated as [${found}]`,
        );
    }
  }
  for (const id of translation.keys())
    if (!source.has(id)) problems.push(`not in the source: ${JSON.stringify(id)}`);
  return problems;
}
