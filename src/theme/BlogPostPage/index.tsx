/**
 * The theme's post page, told whether its text is translated (src/components/TranslationStatus),
 * for its table of contents; the post itself is a BlogPostItem, which is told on its own.
 */
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import {withTranslationStatus} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof BlogPostPageType>;

export default withTranslationStatus<Props>(BlogPostPage, (props) => props.content.metadata.source);
