/**
 * The colours of code blocks: GitHub's in light mode, Dracula's in dark mode. Prism itself is
 * trimmed to the languages the site uses by src/plugins/prism-core-only/.
 */
import lightTheme from 'prism-react-renderer/themes/github';
import darkTheme from 'prism-react-renderer/themes/dracula';

export {lightTheme, darkTheme};
