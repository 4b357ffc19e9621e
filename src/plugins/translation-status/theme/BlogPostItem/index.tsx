/**
 * A post, on its own page or in a blog list, told whether its text is translated, for its title
 * and text.
 */
import BlogPostItem from '@theme-init/BlogPostItem';
import {useBlogPost} from '@docusaurus/theme-common/internal';
import {withTranslationStatus} from '@site/src/plugins/translation-status/client';

function usePostSource(): string {
  return useBlogPost().metadata.source;
}

export default withTranslationStatus(BlogPostItem, usePostSource);
