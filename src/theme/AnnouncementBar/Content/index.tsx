/**
 * The theme renders the announcement as one HTML string from the site config, which
 * Docusaurus 2 cannot translate. This content is a translated message instead
 * (id `announcementBar.content` in i18n/<locale>/code.json), with a locale-aware link.
 * To announce something new, change the message here and the bar's `id` in the config.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): JSX.Element {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcementBar.content"
        description="The announcement bar, above the navbar"
        values={{
          link: (
            <Link to="/blog/release4_0">
              <Translate id="announcementBar.link" description="The link of the announcement bar">
                Read the release notes
              </Translate>
            </Link>
          ),
        }}>
        {'Breakdown Structure 4.0 drafts your WBS, PBS, and CBS with ChatGPT. {link}'}
      </Translate>
    </div>
  );
}
