/**
 * The words that several drawings show, each under one translation id (`illustration.shared.*`),
 * so that a change of wording reaches every drawing that shows it. A word only one drawing shows
 * stays in that drawing's file; the example projects' names are in exampleProject.ts.
 */
import {translate} from '@docusaurus/Translate';

export function useSharedLabels() {
  return {
    // Headings over a tree, a table or a stage: the data import and export pictures, the AI generation flow.
    document: translate({id: 'illustration.shared.document', message: 'Document'}),
    nodes: translate({id: 'illustration.shared.nodes', message: 'Nodes'}),

    // The areas of a document window, named under the Mac, iPad and iPhone pictures.
    sidebar: translate({id: 'illustration.shared.sidebar', message: 'Sidebar: outline'}),
    content: translate({id: 'illustration.shared.content', message: 'Content: chart or columns'}),
    nodeSheet: translate({id: 'illustration.shared.nodeSheet', message: 'Node sheet'}),
    done: translate({
      id: 'illustration.shared.done',
      message: 'Done',
      description: 'The button that closes a node sheet on iPad and iPhone',
    }),
  };
}
