/**
 * An alarm rule's message template: placeholders in braces are replaced by the alarm's values —
 * {type} {level} {object} {place} {value} {time} {threshold}. A value that is unknown reads "--"; a
 * placeholder that is not one of these is refused when the rule is saved (`unknownPlaceholders`).
 */
export const PLACEHOLDERS = ['type', 'level', 'object', 'place', 'value', 'time', 'threshold'] as const;
export type TemplateValues = Partial<Record<(typeof PLACEHOLDERS)[number], string | number | null>>;

export function render(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(PLACEHOLDERS as readonly string[]).includes(key)) return whole;
    const v = values[key as keyof TemplateValues];
    return v === null || v === undefined || v === '' ? '--' : String(v);
  });
}

export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{(\w*)\}/g)].map((m) => m[1]!).filter((k) => !(PLACEHOLDERS as readonly string[]).includes(k));
}

/** Whether an alarm's value reaches the rule's threshold (no threshold, or no value: every alarm). */
export const reaches = (value: number | null | undefined, threshold: number | null | undefined) =>
  threshold === null || threshold === undefined || value === null || value === undefined || value >= threshold;
