/**
 * The announcement bar, ejected from the classic theme for two fixes. Changes are marked (CUSTOM).
 * - A new announcement shows to a reader who dismissed the previous one. The theme's inline
 *   script hides the bar before React starts (html[data-announcement-bar-initially-dismissed=true])
 *   from the stored dismissal alone, not the announcement id; the theme then un-dismisses a new
 *   announcement, but the attribute kept it hidden until the next full page load.
 * - It is a named region, not a second "banner" landmark beside the page's own.
 */
import React, {useEffect} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBar(): JSX.Element | null {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  // (CUSTOM)
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  if (!isActive || announcementBar === undefined) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    // (CUSTOM) a named section (a region landmark) instead of role="banner"
    <section
      className={styles.announcementBar}
      style={{backgroundColor, color: textColor}}
      aria-label={translate({
        id: 'announcementBar.label',
        message: 'Announcement',
        description: 'Accessible name of the announcement bar',
      })}>
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </section>
  );
}
