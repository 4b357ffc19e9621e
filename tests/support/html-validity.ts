/** html-validate with the site's rules (config/html-validate.ts), for the build check and its unit test. */
import {HtmlValidate} from 'html-validate';
import {htmlValidateConfig} from '../../config/html-validate';

const validator = new HtmlValidate(htmlValidateConfig);

/** `page:line:column rule: message`, one line per error of the given markup. */
export async function errorsOf(markup: string, name: string): Promise<string[]> {
  const report = await validator.validateString(markup, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}
