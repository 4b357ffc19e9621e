/**
 * The table of contents, ejected from the classic theme so that it is a navigation landmark
 * named like its mobile toggle (« Sur cette page »): on blog posts the theme left it outside any
 * landmark, where screen-reader users navigating by landmarks miss it. Changes are marked (CUSTOM).
 */
import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import styles from './styles.module.css';

// Using a custom className
// This prevents TOCInline/TOCCollapsible getting highlighted by mistake
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

export default function TOC({className, ...props}: Props): JSX.Element {
  return (
    // (CUSTOM) nav with a name, instead of div
    <nav
      aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}
      className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={LINK_ACTIVE_CLASS_NAME} />
    </nav>
  );
}
