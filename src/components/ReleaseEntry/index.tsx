/**
 * The release entry of a blog post: version, date, platforms and the list of changes, laid out
 * the same way in every post and every locale. The changes are the Markdown list written as
 * children in the post.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {listText} from '@site/src/i18n/typography';
import styles from './styles.module.css';

type Platform = 'mac' | 'ios';

export interface Props {
  version: string;
  /** Publication date, ISO `yyyy-mm-dd`. */
  date: string;
  /** Space-separated: `mac`, `ios` or `mac ios`. */
  platforms: string;
  beta?: boolean;
  children: ReactNode;
}

function platformName(platform: Platform): string {
  return platform === 'mac'
    ? translate({id: 'releaseEntry.platform.mac', message: 'Mac', description: 'Release entry: the macOS app'})
    : translate({
        id: 'releaseEntry.platform.ios',
        message: 'iPhone and iPad',
        description: 'Release entry: the iPhone and iPad app',
      });
}

function useLongDate(isoDate: string): string {
  const {i18n} = useDocusaurusContext();
  const {htmlLang, calendar} = i18n.localeConfigs[i18n.currentLocale];
  // UTC: the date is a calendar day, the same wherever the reader is.
  return new Intl.DateTimeFormat(htmlLang, {dateStyle: 'long', timeZone: 'UTC', calendar}).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export default function ReleaseEntry({version, date, platforms, beta = false, children}: Props): JSX.Element {
  const longDate = useLongDate(date);
  const {currentLocale} = useDocusaurusContext().i18n;
  const platformNames = platforms
    .split(/\s+/)
    .filter((p): p is Platform => p === 'mac' || p === 'ios')
    .map(platformName);
  const betaLabel = translate({
    id: 'releaseEntry.beta',
    message: 'beta',
    description: 'Release entry: after a beta version number',
  });
  return (
    <section
      className={styles.entry}
      aria-label={translate({
        id: 'releaseEntry.label',
        message: 'Release entry',
        description: 'Release entry: accessible name',
      })}>
      <dl className={styles.facts}>
        <div>
          <dt>
            {translate({id: 'releaseEntry.version', message: 'Version', description: 'Release entry: version label'})}
          </dt>
          <dd>
            {beta
              ? translate(
                  {
                    id: 'releaseEntry.betaVersion',
                    message: '{version} {beta}',
                    description:
                      'Release entry: a beta version number and the beta label; Japanese joins them without a space (0.9ベータ版)',
                  },
                  {version, beta: betaLabel},
                )
              : version}
          </dd>
        </div>
        <div>
          <dt>{translate({id: 'releaseEntry.date', message: 'Date', description: 'Release entry: date label'})}</dt>
          <dd>
            <time dateTime={date}>{longDate}</time>
          </dd>
        </div>
        <div>
          <dt>
            {translate({
              id: 'releaseEntry.platforms',
              message: 'Platforms',
              description: 'Release entry: platforms label',
            })}
          </dt>
          <dd>{listText(platformNames, currentLocale)}</dd>
        </div>
      </dl>
      <p className={styles.changesTitle}>
        {translate({
          id: 'releaseEntry.changes',
          message: 'What changed',
          description: 'Release entry: title of the list of changes',
        })}
      </p>
      <div className={styles.changes}>{children}</div>
    </section>
  );
}
