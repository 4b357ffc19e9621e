/**
 * Wraps the footer's copyright line to put the site's tagline above it: the tagline is the
 * one-sentence answer to "what is this app", and the config gives it per locale
 * (config/locales.ts), which the theme would otherwise show nowhere.
 */
import React from 'react';
import FooterCopyright from '@theme-original/Footer/Copyright';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/Footer/Copyright';

export default function FooterCopyrightWithTagline(props: Props): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <p className="footer__tagline margin-bottom--sm">{siteConfig.tagline}</p>
      <FooterCopyright {...props} />
    </>
  );
}
