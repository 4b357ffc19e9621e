/**
 * The not-found page, ejected from the classic theme so that a reader who followed a broken
 * link gets a way back into the docs. The theme's translation ids are kept: each locale shows
 * the theme's own strings (« Page introuvable » in French). Changes are marked (CUSTOM).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';

/** (CUSTOM) Pages a lost reader most likely wants. */
function waysBack(): {to: string; label: string}[] {
  return [
    {
      to: '/',
      label: translate({
        id: 'notFound.link.quickStart',
        message: 'Quick start',
        description: '404 page: link to the quick start',
      }),
    },
    {
      to: '/faq',
      label: translate({
        id: 'notFound.link.faq',
        message: 'Frequently asked questions',
        description: '404 page: link to the FAQ',
      }),
    },
    {
      to: '/blog',
      label: translate({
        id: 'notFound.link.blog',
        message: 'News',
        description: '404 page: link to the blog (its title)',
      }),
    },
  ];
}

export default function NotFound(): JSX.Element {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page not found'})} />
      <Layout>
        <main className="container margin-vert--xl">
          <div className="row">
            <div className="col col--6 col--offset-3">
              <h1 className="hero__title">
                <Translate id="theme.NotFound.title" description="The title of the 404 page">
                  Page not found
                </Translate>
              </h1>
              <p>
                <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                  We couldn’t find what you’re looking for.
                </Translate>
              </p>
              <p>
                <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                  If a link on another site brought you here, let that site’s owner know the link is broken.
                </Translate>
              </p>
              {/* (CUSTOM) Ways back into the site. */}
              <ul>
                {waysBack().map(({to, label}) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </main>
      </Layout>
    </>
  );
}
