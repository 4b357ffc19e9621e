/**
 * Wraps the theme's colour toggle so its label tells the mode the reader really has. The
 * server renders the page in light mode; for a reader in dark mode, hydration keeps the server's
 * title and aria-label ("…(currently light mode)") although the toggle's state is dark: React 18's
 * hydrateRoot, like React 17's hydrate, neither patches a mismatched attribute nor reports it
 * outside development. Remounting the toggle once in the browser renders its attributes afresh.
 */
import React from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/ColorModeToggle';

export default function ColorModeToggleWrapper(props: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  return <ColorModeToggle key={isBrowser ? 'browser' : 'server'} {...props} />;
}
