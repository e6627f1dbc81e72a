import type { Plugin } from 'vite';

/** A Mantine component's class-name module: `@mantine/<package>/esm/.../<Name>.module.mjs`. */
const CLASS_MODULE = /\/@mantine\/(core|notifications|dropzone)\/esm\/(?:[^?]*\/)?(\w+)\.module\.mjs(?:\?.*)?$/;

/** The stylesheets `npm run dev` loads whole (Vite pre-bundles Mantine there, so no component module is seen). */
const WHOLE_STYLESHEETS = ['core', 'notifications', 'dropzone'].map((pkg) => `@mantine/${pkg}/styles.layer.css`);

/**
 * Mantine's styles per component (issue 11): instead of the whole `@mantine/core/styles.css` (250 kB, 85% unused
 * on /shop) blocking every first paint, each Mantine component module imports its own stylesheet
 * (`@mantine/core/styles/<Name>.layer.css`, one per component as Mantine publishes them; the notifications and
 * dropzone packages have one each), so a stylesheet travels in the chunk of the code that draws the component:
 * the first load carries the shell's, a route chunk its page's. A component's dependencies come with it, as its
 * module imports theirs (Button imports UnstyledButton and Loader). main.tsx imports the global styles (baseline,
 * default CSS variables, global classes) that Mantine's docs require before any component's.
 *
 * The `.layer.css` files put Mantine's rules in the `mantine` cascade layer, so the app's CSS modules win over
 * them whichever order the route chunks' stylesheets arrive in, as they did when the whole stylesheet came first.
 */
export function mantineStylesPerComponent(): Plugin {
  let serve = false;
  return {
    name: 'nirog:mantine-styles-per-component',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve' && !config.isProduction;
    },
    transform(code, id) {
      if (serve) {
        if (!/\/src\/main\.tsx$/.test(id)) return null;
        return { code: `${WHOLE_STYLESHEETS.map((css) => `import '${css}';`).join('\n')}\n${code}`, map: null };
      }
      const match = CLASS_MODULE.exec(id);
      if (!match) return null;
      const [, pkg, name] = match;
      const css = pkg === 'core' ? `@mantine/core/styles/${name}.layer.css` : `@mantine/${pkg}/styles.layer.css`;
      return { code: `import '${css}';\n${code}`, map: null };
    },
  };
}
