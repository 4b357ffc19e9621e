/**
 * The theme's doc page, told whether its text is translated (src/components/TranslationStatus),
 * for the parts that show it: the notice, the text and the table of contents.
 */
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {withTranslationStatus} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof DocItemType>;

export default withTranslationStatus<Props>(DocItem, (props) => props.content.metadata.source);
