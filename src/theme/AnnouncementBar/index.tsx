/**
 * Wraps the theme's announcement bar to make a new announcement visible to a reader who
 * dismissed the previous one. The theme's inline script hides the bar before React starts
 * (html[data-announcement-bar-initially-dismissed=true]) by looking only at the stored
 * dismissal, not at the announcement id; the theme then un-dismisses a new announcement, but the
 * attribute would keep it hidden until the next full page load.
 */
import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
