/**
 * The frame every illustration of the site is drawn in: an inline SVG, so its text is
 * translated like the page's (translate() ids `illustration.*`) and its colours follow the
 * site's light or dark mode (the classes of illustration.module.css use the theme's variables).
 * `title` is the picture's text alternative, in the page's language.
 *
 * The drawing kit, beside this frame: DeviceFrame.tsx (a Mac window, an iPad, an iPhone, taking
 * their areas as children), NodeBox.tsx (a node in every layout and tone), parts.tsx (callouts,
 * outlines, field lists, tables…), labels.ts (the words several drawings show) and
 * exampleProject.ts (the example projects' names and the number formats). Bold text takes the
 * `bold` class, never a fontWeight attribute. Each drawing's header names the pages that use it.
 */
import React, {type ReactNode} from 'react';
import styles from './illustration.module.css';

export interface IllustrationProps {
  /** What the picture shows, for readers who cannot see it (the alt text). */
  title: string;
  /** Shown under the picture. */
  caption?: ReactNode;
  /** The SVG's coordinate system, e.g. "0 0 640 320". */
  viewBox: string;
  children: ReactNode;
}

export default function Illustration({title, caption, viewBox, children}: IllustrationProps): JSX.Element {
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={viewBox} role="img" aria-label={title} xmlns="http://www.w3.org/2000/svg">
        {children}
      </svg>
      {caption !== undefined && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

export {styles as illustrationStyles};
