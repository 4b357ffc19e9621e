/**
 * The site has no search yet. The navbar always renders a SearchBar, so this one renders
 * nothing: no empty field that finds nothing.
 */
export default function SearchBar(): null {
  return null;
}
