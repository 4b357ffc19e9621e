/**
 * The theme's doc page, told whether its text is translated, for the parts that show it: the
 * notice, the text and the table of contents.
 */
import DocItem from '@theme-init/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {withTranslationStatus} from '@site/src/plugins/translation-status/client';

type Props = WrapperProps<typeof DocItemType>;

export default withTranslationStatus<Props>(DocItem, (props) => props.content.metadata.source);
