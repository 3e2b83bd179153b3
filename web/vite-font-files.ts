import type { Plugin } from 'vite';

const GLOBAL_STYLES = /@cloudscape-design[\\/]global-styles[\\/]index\.css$/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const DATA_URL = /url\((['"]?)data:font\/woff2;base64,([A-Za-z0-9+/=]+)\1\)/;

/**
 * Cloudscape's global stylesheet carries its eight Open Sans faces as base64 data URLs: ~140 KB gzip of
 * render-blocking CSS, most of it faces a page never uses. In a build each face becomes a woff2 file the
 * browser fetches only when text needs it (and caches apart from the CSS); the dev server keeps them inline.
 */
export function fontFiles(): Plugin {
  return {
    name: 'fast-dashboard:font-files',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!GLOBAL_STYLES.test(id)) return null;
      const css = code.replace(FONT_FACE, (face) => {
        const data = DATA_URL.exec(face);
        if (!data) return face;
        const weight = /font-weight:\s*(\d+)/.exec(face)?.[1] ?? 'normal';
        const style = /font-style:\s*(\w+)/.exec(face)?.[1] ?? 'normal';
        const ref = this.emitFile({ type: 'asset', name: `open-sans-${weight}-${style}.woff2`, source: Buffer.from(data[2]!, 'base64') });
        return face.replace(DATA_URL, `url(__VITE_ASSET__${ref}__)`);
      });
      return { code: css, map: null };
    },
  };
}
