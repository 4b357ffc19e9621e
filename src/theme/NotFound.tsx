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

export default function NotFound(): JSX.Element {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Layout>
        <main className="container margin-vert--xl">
          <div className="row">
            <div className="col col--6 col--offset-3">
              <h1 className="hero__title">
                <Translate id="theme.NotFound.title" description="The title of the 404 page">
                  Page Not Found
                </Translate>
              </h1>
              <p>
                <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                  We could not find what you were looking for.
                </Translate>
              </p>
              <p>
                <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                  Please contact the owner of the site that linked you to the original URL and let them
                  know their link is broken.
                </Translate>
              </p>
              {/* (CUSTOM) Ways back into the site. */}
              <ul>
                <li>
                  <Link to="/">
                    <Translate id="notFound.link.quickStart" description="404 page: link to the quick start">
                      Quick start
                    </Translate>
                  </Link>
                </li>
                <li>
                  <Link to="/faq">
                    <Translate id="notFound.link.faq" description="404 page: link to the FAQ">
                      Frequently asked questions
                    </Translate>
                  </Link>
                </li>
                <li>
                  <Link to="/blog">
                    <Translate id="notFound.link.blog" description="404 page: link to the release notes">
                      Release notes
                    </Translate>
                  </Link>
                </li>
              </ul>
            </div>
          </div>
        </main>
      </Layout>
    </>
  );
}
