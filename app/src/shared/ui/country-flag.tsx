// A country's flag as an image. Flag emoji are no use: Windows and headless Chromium have no flag glyphs and draw the
// two letters in boxes. The core names the file (`countries::flag_file`, a known country only); the build serves it
// from the site itself (generated/flag-urls.ts).
import { flagUrls } from '../core/generated/flag-urls';

/**
 * The flag of the file the core named, 20×15 (the SVGs are 4:3), or nothing for no file or one the build does not
 * have. Decorative (`alt=""`): every caller writes the country's name next to it, so a screen reader reads it once.
 */
export function CountryFlag({ file }: { file: string | null | undefined }) {
  const src = file ? flagUrls[file] : undefined;
  if (!src) return null;
  return <img className="flag" src={src} alt="" width={20} height={15} loading="lazy" decoding="async" />;
}
