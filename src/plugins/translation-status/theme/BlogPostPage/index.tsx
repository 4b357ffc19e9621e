/**
 * The theme's post page, told whether its text is translated, for its table of contents; the
 * post itself is a BlogPostItem, which is told on its own.
 */
import BlogPostPage from '@theme-init/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import {withTranslationStatus} from '@site/src/plugins/translation-status/client';

type Props = WrapperProps<typeof BlogPostPageType>;

export default withTranslationStatus<Props>(BlogPostPage, (props) => props.content.metadata.source);
