/**
 * One docs sidebar: the quick start, the iOS tree, the Mac tree and the FAQ.
 * The two platform trees have the same shape; `platform()` builds one of them. Category labels
 * are translated in i18n/<locale>/docusaurus-plugin-content-docs/current.json.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type Platform = 'ios' | 'mac';
type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** A category whose label opens the section's own index page (`<dir>/index.mdx`). */
function section(label: string, dir: string, pages: SidebarItem[]): SidebarItem {
  return {
    type: 'category',
    label,
    link: {type: 'doc', id: `${dir}/index`},
    items: pages,
  };
}

function docs(dir: string, ids: string[]): string[] {
  return ids.map((id) => `${dir}/${id}`);
}

function platform(p: Platform, label: string): SidebarItem {
  const documents = [
    'document-based',
    'new-document',
    'open-document',
    'save-document',
    'remove-document',
    p === 'ios' ? 'document-browsing' : 'recents',
  ];
  return section(label, p, [
    section('Documents', `${p}/documents`, docs(`${p}/documents`, documents)),
    section('Editing', `${p}/maintenance`, [
      section(
        'Basics',
        `${p}/maintenance/basics`,
        docs(`${p}/maintenance/basics`, ['document-window', 'new-node', 'update-node', 'remove-node', 'find-node']),
      ),
      section('Advanced', `${p}/maintenance/advance`, docs(`${p}/maintenance/advance`, ['copy-paste', 'drag-drop'])),
      section(
        'AI-assisted generation',
        `${p}/maintenance/chatgpt`,
        docs(`${p}/maintenance/chatgpt`, ['wbs', 'pbs', 'cbs']),
      ),
    ]),
    section(
      'Customization',
      `${p}/customization`,
      docs(`${p}/customization`, ['overview', 'fields', 'chart-view', 'columns-view', 'templates']),
    ),
    section(
      'Integrations',
      `${p}/integrations`,
      docs(`${p}/integrations`, ['csv-export', 'category-export', 'wbs-import', 'qpp-import']),
    ),
  ]);
}

const sidebars: SidebarsConfig = {
  docs: ['intro', platform('ios', 'iPhone and iPad'), platform('mac', 'Mac'), 'faq'],
};

module.exports = sidebars;
