/**
 * A post, on its own page or in a blog list, told whether its text is translated
 * (src/components/TranslationStatus), for its title and text.
 */
import BlogPostItem from '@theme-original/BlogPostItem';
import {useBlogPost} from '@docusaurus/theme-common/internal';
import {withTranslationStatus} from '@site/src/components/TranslationStatus';

function usePostSource(): string {
  return useBlogPost().metadata.source;
}

export default withTranslationStatus(BlogPostItem, usePostSource);
