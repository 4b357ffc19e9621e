/** Code block colours: GitHub's in light mode, Dracula in dark mode. */
import lightTheme from 'prism-react-renderer/themes/github';
import darkTheme from 'prism-react-renderer/themes/dracula';

export {lightTheme, darkTheme};
