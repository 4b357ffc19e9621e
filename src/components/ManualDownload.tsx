/**
 * The link to a platform's PDF manual (config/manual.ts says where it is; scripts/manual.ts makes
 * it at the end of `npm run build`, from the built pages). `<ManualDownload platform="mac" />`
 * links one manual, « Télécharger le guide (PDF) »; without `platform` (the quick start) it links
 * both, each by its platform's name. A plain link with the locale's base URL, like the samples'
 * (SampleDownload): Docusaurus's link check knows pages only, and the file is made after them.
 * Pages use it without an import: src/theme/MDXComponents hands it to every page.
 */
import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {type ManualPlatform, manualFileName, manualPath} from '@site/config/manual';

function platformName(platform: ManualPlatform): string {
  return platform === 'ios'
    ? translate({id: 'manual.platform.ios', message: 'iPhone and iPad', description: 'The iOS manual, by its devices'})
    : translate({id: 'manual.platform.mac', message: 'Mac', description: 'The Mac manual, by its device'});
}

function ManualLink({platform, children}: {platform: ManualPlatform; children: React.ReactNode}): JSX.Element {
  const href = useBaseUrl(`/${manualPath(platform)}`);
  return (
    <a href={href} download={manualFileName(platform)} type="application/pdf">
      {children}
    </a>
  );
}

export default function ManualDownload({platform}: {platform?: ManualPlatform}): JSX.Element {
  if (platform !== undefined) {
    return (
      // The class lets the manual leave this paragraph out of its own pages.
      <p className="manual-download">
        <ManualLink platform={platform}>
          <Translate id="manual.download" description="The link to a platform's manual, a PDF file">
            Download the User Guide (PDF)
          </Translate>
        </ManualLink>
      </p>
    );
  }
  return (
    <p className="manual-download">
      <Translate
        id="manual.download.both"
        description="The quick start's line linking both manuals, each by its platform's name"
        values={{
          ios: <ManualLink platform="ios">{platformName('ios')}</ManualLink>,
          mac: <ManualLink platform="mac">{platformName('mac')}</ManualLink>,
        }}>
        {'Download the User Guide (PDF): {ios} · {mac}'}
      </Translate>
    </p>
  );
}
