import type { Language } from '@nirog/contracts';
import { attributeName, isMessageKey, translate, type AttributeNames, type MessageKey } from './i18n';

/** One issue as fastify-type-provider-zod reports it. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** `/items/0/medicine_name` -> `items.0.medicine_name` */
export function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
}

function messageFor(issue: SchemaIssue): { key: MessageKey; params?: Record<string, string | number> } {
  if (isMessageKey(issue.message)) return { key: issue.message };
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (/received undefined|received null/.test(issue.message)) return { key: 'validation.required' };
      const expected = String(p.expected ?? '');
      if (expected === 'number' || expected === 'int') return { key: 'validation.numeric' };
      if (expected === 'boolean') return { key: 'validation.boolean' };
      if (expected === 'array') return { key: 'validation.array' };
      if (expected === 'date') return { key: 'validation.date' };
      return { key: 'validation.string' };
    }
    case 'too_small': {
      const min = Number(p.minimum);
      if (p.origin === 'string')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.min.string', params: { min } };
      if (p.origin === 'array') return { key: 'validation.min.array', params: { min } };
      // `.positive()` is an exclusive bound: "greater than 0", not "at least 0".
      if (p.inclusive === false) return { key: 'validation.gt.numeric', params: { value: min } };
      return { key: 'validation.min.numeric', params: { min } };
    }
    case 'too_big': {
      const max = Number(p.maximum);
      if (p.origin === 'string') return { key: 'validation.max.string', params: { max } };
      if (p.origin === 'array') return { key: 'validation.max.array', params: { max } };
      if (p.inclusive === false) return { key: 'validation.lt.numeric', params: { value: max } };
      return { key: 'validation.max.numeric', params: { max } };
    }
    case 'invalid_format':
      if (p.format === 'email') return { key: 'validation.email' };
      if (p.format === 'url') return { key: 'validation.url' };
      if (p.format === 'date' || p.format === 'datetime') return { key: 'validation.date' };
      return { key: 'validation.format' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.in' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    default:
      return { key: 'validation.format' };
  }
}

/** Turns schema issues into Laravel's `errors` object, in the request's language (fields named as the form names them). */
export function localizeIssues(
  issues: SchemaIssue[],
  lang: Language,
  names?: AttributeNames,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        const field = [fieldOf(issue.instancePath), key].filter((s) => s !== 'request').join('.');
        (errors[field] ??= []).push(
          translate(lang, 'validation.unknown_field', { attribute: attributeName(lang, key, names) }),
        );
      }
      continue;
    }
    const field = fieldOf(issue.instancePath);
    const { key, params } = messageFor(issue);
    const text = translate(lang, key, { attribute: attributeName(lang, field, names), ...params });
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

export function localizeFieldErrors(
  fields: Record<string, Array<MessageKey | { key: MessageKey; params?: Record<string, string | number> }>>,
  lang: Language,
  names?: AttributeNames,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(fields)) {
    errors[field] = list.map((item) => {
      const { key, params } = typeof item === 'string' ? { key: item, params: {} } : item;
      return translate(lang, key, { attribute: attributeName(lang, field, names), ...params });
    });
  }
  return errors;
}
