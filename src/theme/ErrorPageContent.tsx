/**
 * What a page shows when it crashed, ejected from the classic theme to offer a way back to the
 * quick start besides « Réessayer ». The theme's translation ids are kept, so the French page
 * reads « Cette page a planté. ». Changes are marked (CUSTOM).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton, PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/Error';

export default function ErrorPageContent({error, tryAgain}: Props): JSX.Element {
  return (
    <main className="container margin-vert--xl">
      {/* (CUSTOM) The tab says the page failed, as the core's own error page does. */}
      <PageMetadata title={translate({id: 'errorPage.title', message: 'Page Error'})} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">
            <Translate
              id="theme.ErrorPageContent.title"
              description="The title of the fallback page when the page crashed">
              This page crashed.
            </Translate>
          </h1>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary shadow--lw" />
            {/* (CUSTOM) */}
            <Link to="/" className="button button--secondary margin-left--md">
              <Translate id="errorPage.link.quickStart" description="Crash page: link to the quick start">
                Back to the quick start
              </Translate>
            </Link>
          </div>
          <hr />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
        </div>
      </div>
    </main>
  );
}
