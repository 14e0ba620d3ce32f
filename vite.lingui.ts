import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

/**
 * Lingui (docs/i18n.md): the macros (`<Trans>`, `t`, `plural`) become runtime calls with
 * compact ids, and `import('…/messages.po')` becomes a compiled catalogue. Babel runs only on
 * the files that import a macro, so the rest of the build stays on Vite's own transform.
 */
export function linguiPlugins() {
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    }),
    lingui(),
  ];
}
